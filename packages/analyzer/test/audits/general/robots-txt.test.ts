import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../../src/audits/general/robots-txt';
import { SITE_WIDE } from '../../../src/types';
import { siteFacts } from '../../helpers/artifacts';

const run = (status: number | null, body: string | null) => robotsTxt.auditSite([], siteFacts({ robotsTxt: { status, body } })).get(SITE_WIDE);

describe('robots-txt', () => {
  it('passes a normal robots.txt', () => {
    expect(run(200, 'User-agent: *\nDisallow: /admin\n')).toMatchObject({ outcome: 'passed' });
  });
  it('fails a missing file, a server error and a site-wide Disallow', () => {
    expect(run(404, null)).toMatchObject({ outcome: 'failed' });
    expect(run(503, null)).toMatchObject({ outcome: 'failed', severity: 'serious' });
    expect(run(200, 'User-agent: *\nDisallow: /\n')).toMatchObject({ outcome: 'failed', severity: 'serious' });
  });
});
