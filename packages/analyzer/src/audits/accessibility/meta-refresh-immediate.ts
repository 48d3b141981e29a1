import type { Audit } from '../../types';
import { effectiveRefresh } from './meta-refresh-parse';

export const metaRefreshImmediate: Audit<'MetaRefresh'> = {
  meta: {
    id: 'meta-refresh-immediate',
    category: 'accessibility',
    title: 'A meta refresh, if any, redirects immediately',
    failureTitle: 'A meta refresh redirects or refreshes after a delay (no exception)',
    description: 'WCAG 2.2.4 and 3.2.5 (AAA) allow no timed refresh at all, not even after 20 hours.',
    recommendation: 'Redirect on the server or with a delay of 0, and let people ask for updates.',
    severity: 'minor',
    wcag: ['2.2.4', '3.2.5'],
    act: ['bisz58'],
    requiredArtifacts: ['MetaRefresh'],
  },
  audit({ MetaRefresh }) {
    const refresh = effectiveRefresh(MetaRefresh);
    if (!refresh) return { outcome: 'not-applicable' };
    if (refresh.delay === 0) return { outcome: 'passed' };
    return { outcome: 'failed', elements: [refresh.element.element], displayValue: `${refresh.delay} s` };
  },
};
