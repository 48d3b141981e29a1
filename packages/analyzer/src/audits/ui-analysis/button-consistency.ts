import type { Audit } from '../../types';
import '../../gatherers/ui/visual-style';

// Primary, secondary, tertiary (text) and an icon button cover almost every interface.
const MAX_VARIANTS = 4;

export const buttonConsistency: Audit<'VisualStyle'> = {
  meta: {
    id: 'button-consistency',
    category: 'uiAnalysis',
    title: 'Buttons share a few consistent styles',
    failureTitle: 'Buttons come in too many styles',
    description: `Groups buttons (and links styled as buttons) by background, colour, border, radius, font size, weight and padding. More than ${MAX_VARIANTS} variants make it hard to tell which action is primary.`,
    recommendation: 'Define primary, secondary and text button styles once and use them everywhere.',
    guide: '/guides/laws/jakobs-law',
    severity: 'minor',
    requiredArtifacts: ['VisualStyle'],
  },
  audit({ VisualStyle }) {
    const variants = VisualStyle.buttons;
    if (variants.length === 0) return { outcome: 'not-applicable', explanation: 'No buttons on the page' };
    const details = { variants: variants.map((variant) => ({ signature: variant.signature, count: variant.count, example: variant.example.selector })) };
    const displayValue = `${variants.length} button style${variants.length > 1 ? 's' : ''}`;
    if (variants.length <= MAX_VARIANTS) return { outcome: 'passed', displayValue, details };
    // The most common styles are the intended ones; the rare ones are the inconsistencies to show.
    const elements = variants.slice(MAX_VARIANTS).map((variant) => ({ ...variant.example, note: `One of ${variant.count} button${variant.count > 1 ? 's' : ''} in a style used nowhere else: ${variant.signature}` }));
    return { outcome: 'failed', elements, displayValue, details };
  },
};
