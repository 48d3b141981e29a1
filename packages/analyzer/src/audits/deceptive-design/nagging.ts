import '../../gatherers/deceptive/nagging';
import type { Audit } from '../../types';
import { REFERENCES } from './shared';

export const nagging: Audit<'Nagging'> = {
  meta: {
    id: 'nagging',
    category: 'deceptiveDesign',
    title: 'A closed popup stays closed',
    failureTitle: 'A popup comes back after it was closed',
    description: 'Closes the page\'s popup, loads the page again with the same cookies and storage, and looks whether it is back. Gray et al. (2018) call a request that keeps interrupting after it was refused nagging: it wears the visitor down into accepting.',
    recommendation: 'Remember that the visitor closed the popup (a cookie or local storage) and do not show it again in the visit.',
    guide: '/guides/biases/decision-fatigue',
    severity: 'moderate',
    requiredArtifacts: ['Nagging'],
    references: REFERENCES.common,
  },
  audit({ Nagging }) {
    if (!Nagging) return { outcome: 'not-applicable', explanation: 'No popup with a close control' };
    const details = { text: Nagging.text, close: Nagging.close, closed: Nagging.closed, returned: Nagging.returned };
    if (!Nagging.closed) return { outcome: 'needs-review', explanation: `The popup did not go when “${Nagging.close}” was clicked`, details };
    if (!Nagging.returned) return { outcome: 'passed', details };
    return {
      outcome: 'failed',
      elements: [{ ...Nagging.dialog, note: `Closed with “${Nagging.close}”, back on the next page load` }],
      displayValue: 'popup returns',
      details: { ...details, pattern: 'Nagging (Gray et al. 2018)', bias: 'Decision fatigue: a request repeated until refusing costs more than accepting' },
    };
  },
};
