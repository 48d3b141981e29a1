import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../src/audits/general/security-headers';
import { auditContext, mainDocument } from '../../helpers/artifacts';

const good = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

describe('security-headers', () => {
  it('passes the four headers set well', () => {
    expect(securityHeaders.audit({ MainDocument: mainDocument({ headers: good }) }, auditContext())).toMatchObject({ outcome: 'passed' });
  });
  it('gives partial credit and names each weak or missing header', () => {
    const result = securityHeaders.audit({ MainDocument: mainDocument({ headers: { ...good, 'strict-transport-security': 'max-age=300', 'referrer-policy': 'unsafe-url' } }) }, auditContext());
    expect(result).toMatchObject({ outcome: 'failed', score: 0.5 });
    expect(!Array.isArray(result) && result.displayValue).toMatch(/max-age 300.*unsafe-url/);
  });
  it('does not ask plain-http pages for HSTS', () => {
    const { 'strict-transport-security': _hsts, ...rest } = good;
    expect(securityHeaders.audit({ MainDocument: mainDocument({ finalUrl: 'http://shop.test/', headers: rest }) }, auditContext())).toMatchObject({ outcome: 'passed', displayValue: '3 of 3 headers' });
  });
});
