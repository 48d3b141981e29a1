// The web app's view of WCAG. The criteria table (names and levels) is shared with the analyzer,
// which weighs findings by the same levels against the report's conformance target; here is what
// the breakdown says about a result, given that target.
import { DEFAULT_WCAG_LEVEL, withinTarget, type WcagLevel } from '@sightline/shared';
import type { WcagResult } from './comprehensive';
import type { Report } from './types';

export { WCAG_CRITERIA, WCAG_LEVELS, type WcagLevel } from '@sightline/shared';

/** What a report is judged against: its target, or AA for reports made before it was a setting. */
export const wcagTargetOf = (report: Report): WcagLevel => report.options.wcagLevel ?? DEFAULT_WCAG_LEVEL;

/** A result as the breakdown shows it: a criterion above the target is not failed, it is beyond the target. */
export type WcagVerdict = WcagResult | 'beyond';

export function verdictAt(result: WcagResult, criterion: string, target: WcagLevel): WcagVerdict {
  return result === 'failed' && !withinTarget(criterion, target) ? 'beyond' : result;
}
