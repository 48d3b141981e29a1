import { describe, expect, it } from 'vitest';
import { brokenLinks } from '../../../src/audits/general/broken-links';
import { auditContext } from '../../helpers/artifacts';

const links = [
  { href: 'https://shop.test/about', text: 'About', rel: '', selector: 'nav > a:nth-of-type(1)' },
  { href: 'https://shop.test/gone#top', text: 'Old offer', rel: '', selector: 'main > a' },
];

describe('broken-links', () => {
  it('passes when every checked link answers below 400', () => {
    const result = brokenLinks.audit({ Links: links, LinkStatuses: [{ url: 'https://shop.test/about', status: 200, error: null }] }, auditContext());
    expect(result).toMatchObject({ outcome: 'passed' });
  });
  it('fails a 404 and points at the anchor, fragment ignored', () => {
    const result = brokenLinks.audit(
      { Links: links, LinkStatuses: [{ url: 'https://shop.test/about', status: 200, error: null }, { url: 'https://shop.test/gone', status: 404, error: null }] },
      auditContext(),
    );
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '1 broken of 2', elements: [{ selector: 'main > a', note: 'HTTP 404' }] });
  });
  it('needs review when links could not be checked at all, and is not applicable without links', () => {
    expect(brokenLinks.audit({ Links: links, LinkStatuses: [{ url: 'https://shop.test/about', status: null, error: 'aborted' }] }, auditContext())).toMatchObject({ outcome: 'needs-review' });
    expect(brokenLinks.audit({ Links: [], LinkStatuses: [] }, auditContext())).toMatchObject({ outcome: 'not-applicable' });
  });
});
