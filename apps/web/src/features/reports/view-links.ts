import type { ReportResponse } from './types';

/** The views that link to each other; the white-label ones are an agency's deliverable and stand alone. */
export type LinkedView = 'standard' | 'comprehensive' | 'detailed';

const PATHS: Record<LinkedView, string> = { standard: '/standard-report', comprehensive: '/comprehensive-report', detailed: '/detailed-report' };

/** A view's page; with a share link's token for the views that have share-link pages (standard, comprehensive). */
export const viewPath = (view: LinkedView, syntheticId: string, token?: string) => `${PATHS[view]}/${syntheticId}${token && view !== 'detailed' ? `/${token}` : ''}`;

/**
 * The views this visitor can reach from a report. A share link opens the standard view and its own
 * (the server's entitlements for a link name exactly that view), so only those are offered with its
 * token. The owner may open every view unless billing withholds one: that one is offered too, marked
 * as not included, since its page explains the plan that has it.
 */
export function viewsFor({ token, owner, entitlements }: { token?: string; owner: boolean; entitlements: ReportResponse['entitlements'] }): Array<{ view: LinkedView; included: boolean }> {
  if (token) return [{ view: 'standard', included: true }, ...(entitlements.comprehensive ? [{ view: 'comprehensive' as const, included: true }] : [])];
  if (!owner) return [{ view: 'standard', included: true }];
  return [
    { view: 'standard', included: true },
    { view: 'comprehensive', included: entitlements.comprehensive },
    { view: 'detailed', included: entitlements.detailed },
  ];
}
