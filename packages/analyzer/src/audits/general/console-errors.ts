import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';

export const consoleErrors: Audit<'ConsoleMessages'> = {
  meta: {
    id: 'console-errors',
    category: 'general',
    title: 'No errors in the browser console',
    failureTitle: 'Browser console shows errors',
    description: 'Script errors and failed requests logged while the page loads often mean a feature that silently does not work for visitors.',
    recommendation: 'Open the browser developer tools on this page, fix each error listed, and remove requests to resources that no longer exist.',
    guide: '/guides/general/console-errors',
    severity: 'moderate',
    requiredArtifacts: ['ConsoleMessages'],
  },
  audit({ ConsoleMessages }) {
    const errors = ConsoleMessages.filter((entry) => entry.type === 'error' || entry.type === 'pageerror');
    if (errors.length === 0) return { outcome: 'passed' };
    const uncaught = errors.filter((entry) => entry.type === 'pageerror').length;
    return {
      outcome: 'failed',
      severity: uncaught > 0 ? 'serious' : 'moderate',
      displayValue: `${errors.length} error${errors.length > 1 ? 's' : ''}`,
      explanation: uncaught > 0 ? `${uncaught} uncaught script exception${uncaught > 1 ? 's' : ''}` : undefined,
      details: { errors: errors.slice(0, 20).map((entry) => ({ type: entry.type, text: entry.text, url: entry.url })) },
    };
  },
};
