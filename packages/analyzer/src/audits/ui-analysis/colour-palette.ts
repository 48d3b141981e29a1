import type { Audit } from '../../types';
import '../../gatherers/ui/visual-style';
import '../../gatherers/ui/screenshots';

// A design system typically has 2–4 text colours (body, muted, link, inverse); past 6 the page looks
// assembled from parts. Rare colours (used once) are not counted: an accent is allowed.
const MAX_TEXT_COLOURS = 6;
const MAX_SCREEN_COLOURS = 12;

export const colourPalette: Audit<'VisualStyle' | 'UiScreenshots'> = {
  meta: {
    id: 'colour-palette',
    category: 'uiAnalysis',
    title: 'A small, consistent colour palette',
    failureTitle: 'Too many different colours',
    description: `Counts the text colours used more than once and the colours that cover at least 0.5 % of the first screen's pixels. Fails above ${MAX_TEXT_COLOURS} text colours or ${MAX_SCREEN_COLOURS} screen colours.`,
    recommendation: 'Define a palette (a few neutrals, one brand colour, one accent) as CSS variables and use only those.',
    guide: '/guides/visual-design/consistency',
    severity: 'minor',
    requiredArtifacts: ['VisualStyle', 'UiScreenshots'],
  },
  audit({ VisualStyle, UiScreenshots }) {
    const textColours = VisualStyle.textColours.filter((entry) => entry.count > 1);
    const screenColours = UiScreenshots.colours.distinctColours;
    const details = { textColours: VisualStyle.textColours.slice(0, 20), screenColours, dominant: UiScreenshots.colours.dominant };
    const displayValue = `${textColours.length} text colours, ${screenColours} on screen`;
    const passed = textColours.length <= MAX_TEXT_COLOURS && screenColours <= MAX_SCREEN_COLOURS;
    return { outcome: passed ? 'passed' : 'failed', displayValue, details };
  },
};
