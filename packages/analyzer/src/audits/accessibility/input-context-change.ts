import type { Audit } from '../../types';

export const inputContextChange: Audit<'InputChanges'> = {
  meta: {
    id: 'input-context-change',
    category: 'accessibility',
    title: 'Changing a form field does not change the context',
    failureTitle: 'Changing a form field changes the context without warning',
    description: 'We typed into fields, picked options and ticked boxes. Where that alone navigated, opened a window or replaced the content, people are taken somewhere they did not ask to go.',
    recommendation: 'Apply choices with a submit button, or say before the field what will happen when it changes.',
    severity: 'serious',
    wcag: ['3.2.2'],
    requiredArtifacts: ['InputChanges'],
  },
  audit({ InputChanges }) {
    if (InputChanges.length === 0) return { outcome: 'not-applicable' };
    const changing = InputChanges.filter((change) => change.contextChange !== null);
    if (changing.length === 0) return { outcome: 'passed' };
    return {
      outcome: 'failed',
      elements: changing.map((change) => ({ ...change.element, note: `Changing it ${change.contextChange}.` })),
      displayValue: `${changing.length} field${changing.length === 1 ? '' : 's'}`,
    };
  },
};
