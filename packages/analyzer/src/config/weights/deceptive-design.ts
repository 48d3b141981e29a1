/**
 * Weight of each DECEPTIVE_DESIGN audit: what takes money or consent without a real choice counts
 * most (fake deadlines, sneaked costs, pre-ticked boxes, consent harder to refuse), pressure by
 * wording and styling next, and claims the visitor can still see through least.
 */
const deceptiveDesignWeights: Record<string, number> = {
  'countdown-reset': 5,
  sneaking: 5,
  'hidden-costs': 5,
  'disguised-ads': 3,
  'pre-ticked-boxes': 4,
  'preselected-pricier-option': 4,
  'cookie-reject-harder': 4,
  'hard-to-cancel': 4,
  confirmshaming: 3,
  'visual-interference': 3,
  'misleading-wording': 3,
  'forced-action': 3,
  nagging: 2,
  'urgency-claims': 2,
  'scarcity-claims': 2,
  'social-proof-claims': 2,
};

export default deceptiveDesignWeights;
