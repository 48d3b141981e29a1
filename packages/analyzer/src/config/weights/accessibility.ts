// Accessibility score weights, for the run's WCAG conformance target: failures of criteria at or
// below the target weigh most, checks of no criterion (axe's best practices) least, and checks whose
// criteria are all above the target (AAA rules at AA) nothing: they are advice beyond the target.
import { beyondTarget, type WcagLevel } from '@sightline/shared';
import { accessibilityAudits } from '../../audits/accessibility/index';

const WCAG_TARGET = 3;
const ADVISORY = 1;
const BEYOND_TARGET = 0;

export function accessibilityWeights(target: WcagLevel): Record<string, number> {
  return Object.fromEntries(
    accessibilityAudits.map(({ meta }) => {
      const wcag = meta.wcag ?? [];
      return [meta.id, wcag.length === 0 ? ADVISORY : beyondTarget(wcag, target) ? BEYOND_TARGET : WCAG_TARGET];
    }),
  );
}
