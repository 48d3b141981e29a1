import { loadReportAccess, REPORT_ACCESS_KEY } from '../auth/report-access';

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
}
