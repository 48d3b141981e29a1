import { queryOptions } from '@tanstack/react-query';
import type { AgendaKind } from '@sightline/shared/sessions';
import { apiRequest } from '../../lib/api';

export type SessionRole = 'facilitator' | 'participant' | 'viewer';
export type InviteRole = 'participant' | 'viewer';

export interface SessionSummary {
  id: string;
  title: string;
  agenda: AgendaKind;
  source: 'blank' | 'analysis' | 'survey';
  sourceId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/sessions/{id}/join`: a ticket for the board's WebSocket and who it says you are. */
export interface Joined {
  ticket: string;
  role: SessionRole;
  name: string;
  participantId: string;
  serverTime: number;
  session: { id: string; title: string; agenda: AgendaKind };
}

export interface Invite {
  id: string;
  role: InviteRole;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

const path = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

export const sessionsQuery = () =>
  queryOptions({
    queryKey: ['/api/sessions'],
    queryFn: ({ signal }) => apiRequest<{ sessions: SessionSummary[] }>('GET', '/api/sessions', { signal }).then((body) => body.sessions),
    // A new session or an edit changes it: fetched again whenever the list is shown.
    staleTime: 0,
  });

/**
 * Joining as the owner (no invite) or a guest (invite and name). Kept in the cache under what was
 * sent, so a re-render does not ask again; the ticket lasts 12 hours.
 */
export const joinQuery = (sessionId: string, body: { invite?: string; name?: string; participantId?: string }) =>
  queryOptions({
    queryKey: [path(sessionId), 'join', body],
    queryFn: ({ signal }) => apiRequest<Joined>('POST', `${path(sessionId)}/join`, { body, signal }),
  });

export const invitesQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [path(sessionId), 'invites'],
    queryFn: ({ signal }) => apiRequest<{ invites: Invite[] }>('GET', `${path(sessionId)}/invites`, { signal }).then((body) => body.invites),
  });

export async function createSession(body: { title: string; agenda: AgendaKind; analysisId?: string; cards?: Array<{ text: string; source: string }> }): Promise<SessionSummary> {
  return (await apiRequest<{ session: SessionSummary }>('POST', '/api/sessions', { body })).session;
}

export async function createInvite(sessionId: string, body: { role: InviteRole; expiresInDays?: number }): Promise<{ invite: Invite; url: string }> {
  return apiRequest<{ invite: Invite; url: string }>('POST', `${path(sessionId)}/invites`, { body });
}

export async function revokeInvite(sessionId: string, inviteId: string): Promise<void> {
  await apiRequest('DELETE', `${path(sessionId)}/invites/${encodeURIComponent(inviteId)}`);
}

export const exportUrl = (sessionId: string, format: 'md' | 'csv') => `${path(sessionId)}/export?format=${format}`;
