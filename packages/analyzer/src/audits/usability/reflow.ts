import type { Audit } from '../../types';

export const reflow: Audit<'Reflow'> = {
  meta: {
    id: 'reflow',
    category: 'usability',
    title: 'Content reflows at 320 px without horizontal scrolling',
    failureTitle: 'Content scrolls sideways at 320 px width',
    description:
      'At 320 CSS px (a small phone, or a desktop zoomed to 400 %) content wider than the screen forces reading by scrolling in two directions.',
    recommendation: 'Let wide elements shrink (max-width: 100%, flexible grids, wrapping), and put genuinely two-dimensional content such as data tables in their own horizontal scroller.',
    guide: '/guides/how-humans-see',
    severity: 'serious',
    wcag: ['1.4.10'],
    requiredArtifacts: ['Reflow'],
  },
  audit({ Reflow }) {
    const excess = Reflow.scrollWidth - Reflow.clientWidth;
    if (excess <= 1) return { outcome: 'passed', displayValue: `No horizontal scrolling at ${Reflow.width} px` };
    const displayValue = `The page is ${Reflow.scrollWidth} px wide at ${Reflow.width} px`;
    const toElement = ({ twoDimensional: _, painted: __, ...e }: (typeof Reflow.overflowing)[number]) => e;
    const shown = Reflow.overflowing.filter((e) => e.painted);
    // Empty, transparent boxes past the edge widen the page but hide nothing: no content needs scrolling to.
    if (shown.length === 0 && Reflow.overflowing.length > 0) {
      return {
        outcome: 'passed',
        displayValue,
        explanation: 'Only empty boxes reach past the right edge: nothing shown there needs scrolling sideways to be read.',
      };
    }
    const culprits = shown.filter((e) => !e.twoDimensional);
    if (culprits.length === 0) {
      return {
        outcome: 'needs-review',
        displayValue,
        explanation:
          shown.length > 0
            ? 'Only tables, code, media or maps are wider than the screen; WCAG exempts content that needs a two-dimensional layout — check that it does.'
            : 'The page scrolls sideways but no single element was found to stick out (a pseudo-element or transform may cause it).',
        elements: shown.map(toElement),
      };
    }
    return { outcome: 'failed', displayValue, elements: culprits.map(toElement) };
  },
};
