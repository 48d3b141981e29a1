import '../../gatherers/deceptive/countdowns';
import { RESET_SHARE } from '../../gatherers/deceptive/countdowns';
import type { Audit } from '../../types';
import { REFERENCES } from './shared';

export const countdownReset: Audit<'Countdowns'> = {
  meta: {
    id: 'countdown-reset',
    category: 'deceptiveDesign',
    title: 'Countdowns end when they say',
    failureTitle: 'A countdown restarts for each visitor',
    description: 'Opens the page a second time, as a new visitor whose clock runs minutes later, and reads each countdown again: a real deadline shows that much less time left; a fake one shows the same time again. Mathur et al. (2019) found such resetting timers on 140 shopping sites.',
    recommendation: 'Show a countdown only for a real, fixed deadline that is the same for everyone, and end the offer when it reaches zero.',
    guide: '/guides/biases/loss-aversion',
    severity: 'critical',
    requiredArtifacts: ['Countdowns'],
    references: REFERENCES.urgency,
  },
  audit({ Countdowns }) {
    if (Countdowns.length === 0) return { outcome: 'not-applicable', explanation: 'No countdown on the page' };
    const details = { countdowns: Countdowns.map((countdown) => ({ text: countdown.text, seconds: countdown.seconds, later: countdown.later })) };
    const read = Countdowns.filter((countdown) => countdown.later !== null);
    if (read.length === 0) return { outcome: 'needs-review', explanation: 'The countdown could not be read again on a second visit', details };
    const reset = read.filter(({ seconds, later }) => later !== null && seconds - later.seconds < RESET_SHARE * later.laterSeconds);
    if (reset.length === 0) return { outcome: 'passed', details };
    return {
      outcome: 'failed',
      elements: reset.map((countdown) => ({ ...countdown.element, note: `Showed ${countdown.text}; ${Math.round((countdown.later?.laterSeconds ?? 0) / 60)} minutes later a new visitor saw ${countdown.later?.text}` })),
      displayValue: `${reset.length} countdown${reset.length === 1 ? '' : 's'}`,
      details: { ...details, pattern: 'Urgency: fake countdown timer', bias: 'Loss aversion: a deadline that never comes still makes waiting feel like losing' },
    };
  },
};
