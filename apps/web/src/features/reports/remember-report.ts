import { useSyncExternalStore } from 'react';
import { loadReportAccess, REPORT_ACCESS_KEY } from '../auth/report-access';

// Components that show whether this browser has reports (the header's "My reports") hear of a
// report remembered in this tab, and of one remembered in another tab through the storage event.
const listeners = new Set<() => void>();

/**
 * Adds a finished analysis to the report_access list (the spec's entities). The list only remembers what to
 * show; the server decides access from the owner cookie, an account, or a share token.
 */
export function rememberReport(id: string): void {
  try {
    const list = loadReportAccess(window.localStorage);
    if (!list.includes(id)) window.localStorage.setItem(REPORT_ACCESS_KEY, JSON.stringify([...list, id]));
  } catch {
    // Storage unavailable: the report can still be opened now, it just is not remembered.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function remembersAny(): boolean {
  try {
    return loadReportAccess(window.localStorage).length > 0;
  } catch {
    return false;
  }
}

/** Whether this browser remembers a report of its own. */
export function useRemembersReports(): boolean {
  return useSyncExternalStore(subscribe, remembersAny, () => false);
}
