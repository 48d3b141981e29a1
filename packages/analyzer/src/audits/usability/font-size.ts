import type { Audit } from '../../types';

/** Text below 12 px is hard to read on a phone without zooming (Lighthouse's threshold too). */
export const MIN_LEGIBLE_PX = 12;
/** Failed when more than this share of the visible text is below MIN_LEGIBLE_PX: some fine print is normal. */
const MAX_SMALL_SHARE = 0.2;

export const fontSize: Audit<'FontSizes'> = {
  meta: {
    id: 'font-size',
    category: 'usability',
    title: 'Text is legible on phones',
    failureTitle: 'Much of the text is too small to read on phones',
    description: `Text under ${MIN_LEGIBLE_PX} px forces visitors on phones to pinch-zoom and scroll sideways to read it.`,
    recommendation: `Use at least ${MIN_LEGIBLE_PX} px for all text, and 16 px for body copy.`,
    guide: '/guides/how-humans-see',
    severity: 'serious',
    requiredArtifacts: ['FontSizes'],
    devices: ['mobile'],
  },
  audit({ FontSizes }) {
    const total = FontSizes.charsBySize.reduce((sum, s) => sum + s.chars, 0);
    if (total === 0) return { outcome: 'not-applicable', explanation: 'The page shows no text.' };
    const small = FontSizes.charsBySize.filter((s) => s.px < MIN_LEGIBLE_PX).reduce((sum, s) => sum + s.chars, 0);
    const share = small / total;
    const displayValue = `${Math.round(share * 100)} % of the text is under ${MIN_LEGIBLE_PX} px`;
    if (share <= MAX_SMALL_SHARE) return { outcome: 'passed', score: 1, displayValue };
    return {
      outcome: 'failed',
      score: 1 - share,
      displayValue,
      elements: FontSizes.smallText.map(({ px, chars, ...element }) => ({ ...element, note: `${px} px, ${chars} characters` })),
      details: { smallChars: small, totalChars: total },
    };
  },
};
