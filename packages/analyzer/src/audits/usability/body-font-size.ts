import type { Audit } from '../../types';

const MIN_BODY_PX = 16;

export const bodyFontSize: Audit<'FontSizes'> = {
  meta: {
    id: 'body-font-size',
    category: 'usability',
    title: 'Body text is at least 16 px on phones',
    failureTitle: 'Body text is smaller than 16 px on phones',
    description: 'Paragraphs set below 16 px tire readers on small screens and make iOS zoom into form fields.',
    recommendation: 'Set the base font size of paragraphs and lists to 16 px (1rem) or more.',
    guide: '/guides/how-humans-see',
    severity: 'moderate',
    requiredArtifacts: ['FontSizes'],
    devices: ['mobile'],
  },
  audit({ FontSizes }) {
    // The size carrying the most body-copy characters is the page's body size.
    const dominant = [...FontSizes.bodyCharsBySize].sort((a, b) => b.chars - a.chars)[0];
    if (!dominant) return { outcome: 'not-applicable', explanation: 'No paragraph or list text on the page.' };
    const displayValue = `Body text is ${dominant.px} px`;
    if (dominant.px >= MIN_BODY_PX) return { outcome: 'passed', displayValue };
    return { outcome: 'failed', score: dominant.px / MIN_BODY_PX, displayValue, elements: [{ ...dominant.sample, note: `${dominant.px} px` }] };
  },
};
