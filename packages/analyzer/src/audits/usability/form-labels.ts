import type { Audit } from '../../types';

export const formLabels: Audit<'FormFields'> = {
  meta: {
    id: 'form-labels',
    category: 'usability',
    title: 'Form fields have labels',
    failureTitle: 'Some form fields have no label',
    description:
      'A field without a label leaves people guessing what to type, and a placeholder is no substitute: it disappears as soon as typing starts and is not reliably announced.',
    recommendation: 'Give every field a visible `<label for>` (or wrap it in a label); use aria-label only where a visible label cannot fit.',
    guide: '/guides/cognitive-load',
    severity: 'serious',
    wcag: ['1.3.1', '3.3.2'],
    requiredArtifacts: ['FormFields'],
  },
  audit({ FormFields }) {
    if (FormFields.length === 0) return { outcome: 'not-applicable', explanation: 'No form fields on the page.' };
    const unlabelled = FormFields.filter((f) => !f.labelText && !f.ariaLabel && !f.title);
    const score = 1 - unlabelled.length / FormFields.length;
    const displayValue = `${unlabelled.length} of ${FormFields.length} fields without a label`;
    if (unlabelled.length === 0) return { outcome: 'passed', score, displayValue };
    return {
      outcome: 'failed',
      score,
      displayValue,
      elements: unlabelled.map((f) => ({
        selector: f.selector,
        snippet: f.snippet,
        rect: f.rect,
        note: f.placeholder ? `Only a placeholder ("${f.placeholder}")` : 'No label',
      })),
    };
  },
};
