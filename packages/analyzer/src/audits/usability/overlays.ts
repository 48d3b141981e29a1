import type { Audit } from '../../types';

/** Share of the first screen an overlay may take: a slim cookie bar or sticky header stays below it. */
const MAX_COVERAGE = 0.3;
/** Layers under this share (a chat bubble) are not listed as culprits. */
const LIST_FROM = 0.03;

export const overlays: Audit<'Overlays'> = {
  meta: {
    id: 'overlays',
    category: 'usability',
    title: 'No overlay hides the content on load',
    failureTitle: 'Overlays cover the content when the page loads',
    description:
      'Cookie walls, pop-up modals and oversized sticky bars hide what the visitor came for; on phones they often cover most of the screen and are hard to dismiss.',
    recommendation: `Keep fixed banners and bars under ${MAX_COVERAGE * 100} % of the screen, show consent as a slim bar, and open promotional dialogs only after the visitor engages.`,
    guide: '/guides/cognitive-load',
    severity: 'serious',
    requiredArtifacts: ['Overlays'],
  },
  audit({ Overlays }) {
    // A layer hides content only where it paints: an empty, transparent sticky placeholder hides nothing.
    const coverage = Overlays.layers.reduce((sum, l) => sum + l.painted, 0);
    const displayValue = `${Math.round(coverage * 100)} % of the first screen covered`;
    if (coverage <= MAX_COVERAGE) {
      const emptyOver = Overlays.layers.reduce((sum, l) => sum + l.coverage, 0) > MAX_COVERAGE;
      return { outcome: 'passed', displayValue, explanation: emptyOver ? 'Empty, transparent fixed or sticky boxes lie over more of it, but they hide nothing.' : undefined };
    }
    const blocking = Overlays.scrollLocked || Overlays.layers.some((l) => l.position === 'modal') || coverage > 0.5;
    return {
      outcome: 'failed',
      severity: blocking ? 'serious' : 'moderate',
      score: 1 - coverage,
      displayValue,
      explanation: Overlays.scrollLocked ? 'The page cannot be scrolled until the overlay is dismissed.' : undefined,
      elements: Overlays.layers
        .filter((l) => l.painted >= LIST_FROM)
        .map((l) => ({ selector: l.selector, snippet: l.snippet, rect: l.rect, note: `${l.position}, covers ${Math.round(l.painted * 100)} %` })),
    };
  },
};
