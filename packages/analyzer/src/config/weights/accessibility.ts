// Accessibility score weights: WCAG A/AA failures weigh most, AAA and best practices least; our own
// checks sit beside the axe rules of the same weight class.
import { axeAudits } from '../../audits/accessibility/axe-rules';

const WCAG_A_AA = 3;
const ADVISORY = 1;

const axeWeights = Object.fromEntries(axeAudits.map((audit) => [audit.meta.id, audit.meta.severity === 'minor' ? ADVISORY : WCAG_A_AA]));

const weights: Record<string, number> = {
  ...axeWeights,
  'summary-name': WCAG_A_AA,
  'frame-tab-order': WCAG_A_AA,
  'meta-refresh-delay': WCAG_A_AA,
  'meta-refresh-immediate': ADVISORY,
  'keyboard-reachable': WCAG_A_AA,
  'focus-visible': WCAG_A_AA,
  'bypass-blocks': WCAG_A_AA,
  'focus-context-change': WCAG_A_AA,
  'input-context-change': WCAG_A_AA,
  'link-color-cue': WCAG_A_AA,
  'reading-order': WCAG_A_AA,
};

export default weights;
