import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { User } from '../auth/auth-api';
import type { BrowserWorkCounts } from '../reports/api';

export interface AccountClaim {
  id: string;
  createdAt: string;
  work: BrowserWorkCounts;
}

export type DeletionFate = 'deleted' | 'anonymised' | 'kept';
export interface DeletionItem {
  kind: string;
  label: string;
  count: number | null;
  fate: DeletionFate;
  detail: string;
}

/** Each time a browser's work joined the account; fetched again whenever the dashboard shows it (a claim adds one). */
export const accountClaimsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/account/claims', userId],
    queryFn: ({ signal }) => apiRequest<{ claims: AccountClaim[] }>('GET', '/api/account/claims', { signal }).then((body) => body.claims),
    staleTime: 0,
  });

/** What deleting the account would do, kind by kind, with the counts as they are now. */
export const deletionPlanQuery = (userId: string) =>
  queryOptions({
    queryKey: ['/api/account/deletion', userId],
    queryFn: ({ signal }) => apiRequest<{ items: DeletionItem[] }>('GET', '/api/account/deletion', { signal }).then((body) => body.items),
    staleTime: 0,
  });

export const updateName = (name: string) => apiRequest<{ user: User }>('PATCH', '/api/account/profile', { body: { name } }).then((body) => body.user);

export const changePassword = (currentPassword: string, newPassword: string) => apiRequest<unknown>('POST', '/api/account/password', { body: { currentPassword, newPassword } });

export const deleteAccount = (password: string) => apiRequest<{ deleted: Record<string, number> }>('DELETE', '/api/account', { body: { password } });
