import { describe, expect, it } from 'vitest';
import { httpStatus } from '../../../src/audits/general/http-status';
import { auditContext, mainDocument } from '../../helpers/artifacts';

describe('http-status', () => {
  it('passes 200 and fails 404 and 500', () => {
    expect(httpStatus.audit({ MainDocument: mainDocument() }, auditContext())).toMatchObject({ outcome: 'passed' });
    expect(httpStatus.audit({ MainDocument: mainDocument({ status: 404 }) }, auditContext())).toMatchObject({ outcome: 'failed', displayValue: 'HTTP 404' });
    expect(httpStatus.audit({ MainDocument: mainDocument({ status: 500 }) }, auditContext())).toMatchObject({ outcome: 'failed' });
  });
  it('runs on error pages and reports a missing response as an error, not a failure', () => {
    expect(httpStatus.meta.runOnErrorPages).toBe(true);
    expect(httpStatus.audit({ MainDocument: mainDocument({ status: null }) }, auditContext())).toMatchObject({ outcome: 'error' });
  });
});
