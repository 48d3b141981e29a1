import type { Audit } from '../../types';

export const focusVisible: Audit<'Keyboard'> = {
  meta: {
    id: 'focus-visible',
    category: 'accessibility',
    title: 'Keyboard focus is visible',
    failureTitle: 'Keyboard focus is invisible on some elements',
    description:
      'At each Tab stop we compared the element, and what is drawn with it (its label, neighbours, parents), with focus and without it: outline, shadow, border, background, underline, colour, then the pixels around it. Where nothing changes, keyboard users cannot see where they are.',
    recommendation: 'Keep the browser focus ring or style :focus-visible with an outline or another clear change; never remove the outline without a replacement.',
    severity: 'serious',
    wcag: ['2.4.7'],
    act: ['oj04fd'],
    requiredArtifacts: ['Keyboard'],
  },
  audit({ Keyboard }) {
    const checked = Keyboard.stops.filter((stop) => stop.focusVisible !== null);
    const invisible = checked.filter((stop) => stop.focusVisible === false);
    if (invisible.length > 0) return { outcome: 'failed', elements: invisible.map((stop) => stop.element), displayValue: `${invisible.length} of ${checked.length} stops` };
    if (checked.length < Keyboard.stops.length) {
      return {
        outcome: 'needs-review',
        elements: Keyboard.stops.filter((stop) => stop.focusVisible === null).map((stop) => stop.element),
        explanation: 'Focus inside frames, and on elements that send focus on elsewhere, was not checked.',
      };
    }
    return checked.length > 0 ? { outcome: 'passed' } : { outcome: 'not-applicable' };
  },
};
