// Weights of the usability category: the score is the weighted mean of the audits that ran.
// Heavier for what blocks people (no viewport, content scrolling sideways, overlays, unlabelled
// fields, tiny crowded targets), lighter for guidance (48 px targets, line length, readability).
const usabilityWeights: Record<string, number> = {
  viewport: 10,
  'pinch-zoom': 6,
  'font-size': 8,
  'body-font-size': 3,
  'target-size': 8,
  'tap-targets': 2,
  'form-labels': 8,
  'input-types': 3,
  'input-autocomplete': 4,
  'link-text': 4,
  navigation: 5,
  'navigation-consistency': 4,
  reflow: 8,
  overlays: 7,
  readability: 3,
  'line-length': 2,
  'call-to-action': 4,
};

export default usabilityWeights;
