import type { Audit } from '../../types';
import '../../gatherers/ui/visual-style';

// A type scale needs about 5–7 sizes (body, small, h1–h4); more reads as inconsistent. Two families
// (text and headings) plus a monospace is the common ceiling.
const MAX_SIZES = 8;
const MAX_FAMILIES = 3;

export const typographyConsistency: Audit<'VisualStyle'> = {
  meta: {
    id: 'typography-consistency',
    category: 'uiAnalysis',
    title: 'Consistent typography',
    failureTitle: 'Too many font sizes or families',
    description: `Counts the font sizes and families of visible text used more than once. Fails above ${MAX_SIZES} sizes or ${MAX_FAMILIES} families.`,
    recommendation: 'Use a type scale (e.g. 14/16/20/25/31 px) and at most two families; map every text style to it.',
    guide: '/guides/visual-design/typography',
    severity: 'minor',
    requiredArtifacts: ['VisualStyle'],
  },
  audit({ VisualStyle }) {
    const sizes = VisualStyle.fontSizes.filter((entry) => entry.count > 1);
    const families = VisualStyle.fontFamilies.filter((entry) => entry.count > 1);
    if (VisualStyle.fontSizes.length === 0) return { outcome: 'not-applicable', explanation: 'The page shows no text' };
    const details = { fontSizes: VisualStyle.fontSizes.slice(0, 20), fontFamilies: VisualStyle.fontFamilies.slice(0, 10) };
    const displayValue = `${sizes.length} sizes, ${families.length} famil${families.length === 1 ? 'y' : 'ies'}`;
    return { outcome: sizes.length <= MAX_SIZES && families.length <= MAX_FAMILIES ? 'passed' : 'failed', displayValue, details };
  },
};
