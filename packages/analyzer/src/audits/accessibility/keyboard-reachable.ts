import type { Audit } from '../../types';

export const keyboardReachable: Audit<'Keyboard'> = {
  meta: {
    id: 'keyboard-reachable',
    category: 'accessibility',
    title: 'Every interactive element can be reached with the Tab key',
    failureTitle: 'Some interactive elements cannot be reached with the Tab key',
    description: 'We pressed Tab through the page. Controls that never receive focus cannot be used by people who rely on a keyboard or switch device.',
    recommendation: 'Use native controls (button, a href, input), or add tabindex="0" and key handlers to custom ones.',
    severity: 'critical',
    wcag: ['2.1.1'],
    requiredArtifacts: ['Keyboard'],
  },
  audit({ Keyboard }) {
    if (Keyboard.unreachable.length > 0 && Keyboard.complete) {
      return { outcome: 'failed', elements: Keyboard.unreachable, displayValue: `${Keyboard.unreachable.length} unreachable` };
    }
    if (Keyboard.untabbable.length > 0) {
      return { outcome: 'failed', elements: Keyboard.untabbable, displayValue: `${Keyboard.untabbable.length} outside the tab order` };
    }
    if (Keyboard.unreachable.length > 0) {
      return {
        outcome: 'needs-review',
        elements: Keyboard.unreachable,
        explanation: `The Tab walk stopped after ${Keyboard.stops.length} stops before coming back to the start; these elements were not reached by then.`,
      };
    }
    return Keyboard.stops.length > 0 ? { outcome: 'passed', displayValue: `${Keyboard.stops.length} tab stops` } : { outcome: 'not-applicable' };
  },
};
