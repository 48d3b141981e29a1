import { describe, expect, it } from 'vitest';
import { custom404 } from '../../../src/audits/general/custom-404';
import { SITE_WIDE } from '../../../src/types';
import { siteFacts } from '../../helpers/artifacts';

const run = (status: number | null, hasHtml = true) => custom404.auditSite([], siteFacts({ notFoundProbe: { url: 'https://shop.test/x', status, hasHtml } })).get(SITE_WIDE);

describe('custom-404', () => {
  it('passes 404 and 410 with a page', () => {
    expect(run(404)).toMatchObject({ outcome: 'passed' });
    expect(run(410)).toMatchObject({ outcome: 'passed' });
  });
  it('fails a soft 404, a bare 404 and a server error', () => {
    expect(run(200)).toMatchObject({ outcome: 'failed', explanation: expect.stringContaining('soft 404') });
    expect(run(404, false)).toMatchObject({ outcome: 'failed', severity: 'minor' });
    expect(run(500)).toMatchObject({ outcome: 'failed' });
  });
  it('cannot tell when the probe got no answer', () => {
    expect(run(null)).toMatchObject({ outcome: 'error' });
  });
});
