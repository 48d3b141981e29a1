import { describe, expect, it } from 'vitest';
import { isHttps } from '../../../src/audits/general/is-https';
import { auditContext, mainDocument } from '../../helpers/artifacts';

describe('is-https', () => {
  it('passes a page served over https', () => {
    expect(isHttps.audit({ MainDocument: mainDocument() }, auditContext())).toMatchObject({ outcome: 'passed' });
  });
  it('fails a page that ends on http after redirects', () => {
    expect(isHttps.audit({ MainDocument: mainDocument({ finalUrl: 'http://shop.test/' }) }, auditContext())).toMatchObject({ outcome: 'failed', displayValue: 'http' });
  });
});
