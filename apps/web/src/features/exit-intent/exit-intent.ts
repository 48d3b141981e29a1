// When the exit-intent modal may open. The spec leaves the trigger out; issue 2 makes it real.

export const EXIT_INTENT_STORAGE_KEY = 'sightline_exit_intent_shown_at';
export const EXIT_INTENT_COOLDOWN_MS = 7 * 24 * 60 * 60 * 1000;

const REPORT_PATH_PARTS = ['standard-report', 'comprehensive-report', 'detailed-report'];

export function isReportPath(pathname: string): boolean {
  return REPORT_PATH_PARTS.some((part) => pathname.includes(part));
}

export function isWhiteLabelView(pathname: string, search: string): boolean {
  return pathname.includes('whitelabel') || search.includes('whitelabel');
}

/**
 * Pages where people work (surveys, their results, idea validation, bias detection): tools, not
 * marketing. And the widget demo, whose own exit-intent poll the modal would cover.
 */
const WORK_PATHS = ['/surveys', '/idea-validation', '/bias-detection', '/widget-demo'];

export function isWorkPath(pathname: string): boolean {
  return WORK_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Route-level rule: the modal is not rendered at all on report pages, work pages or in white-label views. */
export function exitIntentAllowedOn(pathname: string, search: string): boolean {
  return !isReportPath(pathname) && !isWorkPath(pathname) && !isWhiteLabelView(pathname, search);
}

/** Whether the 7-day once-per-visitor window has passed; an unreadable stamp counts as never shown. */
export function cooldownPassed(lastShown: string | null, now: number): boolean {
  if (lastShown === null) return true;
  const shownAt = Number(lastShown);
  if (!Number.isFinite(shownAt)) return true;
  return now - shownAt >= EXIT_INTENT_COOLDOWN_MS;
}

/** A pointer leaving the document through its top edge, towards the tabs or address bar. */
export function isTopExit(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}
