import type { Audit } from '../../types';

export const focusContextChange: Audit<'Keyboard'> = {
  meta: {
    id: 'focus-context-change',
    category: 'accessibility',
    title: 'Moving focus does not change the context',
    failureTitle: 'Moving focus onto an element changes the context',
    description: 'Pressing Tab onto an element navigated, opened a window or replaced most of the content. People lose their place and may not notice what happened.',
    recommendation: 'Change the context only when the user activates something (click, Enter, a submit button), never on focus.',
    severity: 'serious',
    wcag: ['3.2.1'],
    requiredArtifacts: ['Keyboard'],
  },
  audit({ Keyboard }) {
    if (Keyboard.stops.length === 0) return { outcome: 'not-applicable' };
    const changing = Keyboard.stops.filter((stop) => stop.contextChange !== null);
    if (changing.length === 0) return { outcome: 'passed' };
    return {
      outcome: 'failed',
      elements: changing.map((stop) => ({ ...stop.element, note: `Focusing it ${stop.contextChange}.` })),
      displayValue: `${changing.length} element${changing.length === 1 ? '' : 's'}`,
    };
  },
};
