/**
 * Weight of each UI_ANALYSIS audit: what stops a visitor reading (contrast, hidden content) counts
 * most, what moves under their finger next, and matters of taste (palette, type scale) least.
 */
const uiAnalysisWeights: Record<string, number> = {
  'text-contrast-over-images': 5,
  'content-under-fixed': 4,
  'layout-shift-regions': 3,
  'above-fold-clutter': 2,
  'button-consistency': 2,
  'colour-palette': 1,
  'typography-consistency': 1,
};

export default uiAnalysisWeights;
