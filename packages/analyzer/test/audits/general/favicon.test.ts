import { describe, expect, it } from 'vitest';
import { favicon } from '../../../src/audits/general/favicon';
import { auditContext } from '../../helpers/artifacts';

describe('favicon', () => {
  it('passes an icon that loads, declared or at /favicon.ico', () => {
    expect(favicon.audit({ Favicon: { url: 'https://shop.test/favicon.ico', declared: false, loaded: true } }, auditContext())).toMatchObject({ outcome: 'passed' });
  });
  it('fails a declared icon that does not load, and no icon at all', () => {
    expect(favicon.audit({ Favicon: { url: 'https://shop.test/i.png', declared: true, loaded: false } }, auditContext())).toMatchObject({ outcome: 'failed', explanation: expect.stringContaining('declared icon') });
    expect(favicon.audit({ Favicon: { url: 'https://shop.test/favicon.ico', declared: false, loaded: false } }, auditContext())).toMatchObject({ outcome: 'failed', explanation: expect.stringContaining('No icon') });
  });
});
