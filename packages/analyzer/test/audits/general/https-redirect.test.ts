import { describe, expect, it } from 'vitest';
import { httpsRedirect } from '../../../src/audits/general/https-redirect';
import { SITE_WIDE } from '../../../src/types';
import { siteFacts } from '../../helpers/artifacts';

const probe = (status: number | null, location: string | null, error: string | null = null) =>
  httpsRedirect.auditSite([], siteFacts({ httpRedirect: { url: 'http://shop.test/', status, location, error } })).get(SITE_WIDE);

describe('https-redirect', () => {
  it('passes a permanent redirect to https, and a site with nothing on http', () => {
    expect(probe(301, 'https://shop.test/')).toMatchObject({ outcome: 'passed' });
    expect(probe(null, null, 'connect ECONNREFUSED')).toMatchObject({ outcome: 'passed' });
  });
  it('flags a temporary redirect as minor but still passing', () => {
    expect(probe(302, 'https://shop.test/')).toMatchObject({ outcome: 'passed', severity: 'minor' });
  });
  it('fails http content that stays on http, and an http-only site', () => {
    expect(probe(200, null)).toMatchObject({ outcome: 'failed' });
    expect(probe(301, 'http://shop.test/home')).toMatchObject({ outcome: 'failed' });
    expect(httpsRedirect.auditSite([], siteFacts({ origin: 'http://shop.test' })).get(SITE_WIDE)).toMatchObject({ outcome: 'failed' });
  });
});
