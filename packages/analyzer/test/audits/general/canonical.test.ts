import { describe, expect, it } from 'vitest';
import { canonical } from '../../../src/audits/general/canonical';
import { auditContext, head, mainDocument } from '../../helpers/artifacts';

const link = (href: string) => ({ rel: 'canonical', href, hreflang: null, sizes: null, type: null });
const run = (hrefs: string[]) => canonical.audit({ HeadElements: head({ links: hrefs.map(link) }), MainDocument: mainDocument() }, auditContext());

describe('canonical', () => {
  it('passes one canonical URL on the same site, www or not', () => {
    expect(run(['https://www.shop.test/'])).toMatchObject({ outcome: 'passed' });
  });
  it('fails none, conflicting ones, or one pointing to another site', () => {
    expect(run([])).toMatchObject({ outcome: 'failed', displayValue: 'missing' });
    expect(run(['https://shop.test/a', 'https://shop.test/b'])).toMatchObject({ outcome: 'failed', explanation: expect.stringContaining('2 different') });
    expect(run(['https://other.test/'])).toMatchObject({ outcome: 'failed', severity: 'moderate' });
  });
});
