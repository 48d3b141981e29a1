import type { Audit } from '../../types';
import { effectiveRefresh } from './meta-refresh-parse';

/** 20 hours: the "20 hour exception" of WCAG 2.2.1. */
const TWENTY_HOURS = 72_000;

export const metaRefreshDelay: Audit<'MetaRefresh'> = {
  meta: {
    id: 'meta-refresh-delay',
    category: 'accessibility',
    title: 'The page does not refresh or redirect after a delay',
    failureTitle: 'The page refreshes or redirects after a delay',
    description: 'A timed refresh or redirect moves people away before they have finished reading or filling in the page, and they cannot extend the time.',
    recommendation: 'Redirect on the server (HTTP 301/302) or with a delay of 0; let people refresh content themselves.',
    severity: 'serious',
    wcag: ['2.2.1'],
    act: ['bc659a'],
    requiredArtifacts: ['MetaRefresh'],
  },
  audit({ MetaRefresh }) {
    const refresh = effectiveRefresh(MetaRefresh);
    if (!refresh) return { outcome: 'not-applicable' };
    if (refresh.delay === 0 || refresh.delay > TWENTY_HOURS) return { outcome: 'passed' };
    return { outcome: 'failed', elements: [refresh.element.element], displayValue: `${refresh.delay} s` };
  },
};
