import type { Audit } from '../../types';
import '../../gatherers/ui/visual-style';
import '../../gatherers/ui/screenshots';

// Elements a visitor has to take in on the first screen (text blocks, controls, images). Limits scale
// with the screen: a phone shows about half of what a laptop does.
const MAX_ELEMENTS = { mobile: 30, desktop: 60 } as const;
// Share of the first screen in its background colour; below a fifth nothing has room to breathe.
const MIN_WHITESPACE = 0.2;

export const aboveFoldClutter: Audit<'VisualStyle' | 'UiScreenshots'> = {
  meta: {
    id: 'above-fold-clutter',
    category: 'uiAnalysis',
    title: 'The first screen is uncluttered',
    failureTitle: 'The first screen is cluttered',
    description: 'Counts the text blocks, controls and images on the first screen and measures the share of its pixels in the background colour (whitespace).',
    recommendation: 'Keep one message and one primary action above the fold; move secondary links into menus and give content room.',
    guide: '/guides/laws/hicks-law',
    severity: 'minor',
    requiredArtifacts: ['VisualStyle', 'UiScreenshots'],
  },
  audit({ VisualStyle, UiScreenshots }, { device }) {
    const { aboveFold } = VisualStyle;
    const whitespace = UiScreenshots.colours.whitespaceRatio;
    const limit = MAX_ELEMENTS[device];
    const details = { ...aboveFold, whitespaceRatio: whitespace, limit, minWhitespace: MIN_WHITESPACE };
    const displayValue = `${aboveFold.elements} elements, ${Math.round(whitespace * 100)} % whitespace`;
    return { outcome: aboveFold.elements <= limit && whitespace >= MIN_WHITESPACE ? 'passed' : 'failed', displayValue, details };
  },
};
