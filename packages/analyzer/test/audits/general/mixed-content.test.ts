import { describe, expect, it } from 'vitest';
import { mixedContent } from '../../../src/audits/general/mixed-content';
import type { NetworkRecord } from '../../../src/types';
import { auditContext, mainDocument } from '../../helpers/artifacts';

const record = (url: string, failed: string | null = null): NetworkRecord => ({
  url, method: 'GET', resourceType: 'Image', status: failed ? null : 200, mimeType: 'image/png', transferSize: 100, responseHeaders: {}, startTime: 0, endTime: 5, failed, fromCache: false,
});

describe('mixed-content', () => {
  it('passes an https page with https resources', () => {
    expect(mixedContent.audit({ MainDocument: mainDocument(), NetworkRecords: [record('https://shop.test/a.png'), record('data:image/png;base64,AA')] }, auditContext())).toMatchObject({ outcome: 'passed' });
  });
  it('fails http resources, loaded or blocked', () => {
    const result = mixedContent.audit({ MainDocument: mainDocument(), NetworkRecords: [record('http://cdn.test/a.png'), record('https://cdn.test/b.js', 'blocked:mixed-content')] }, auditContext());
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '2 insecure requests' });
  });
  it('does not apply to an http page', () => {
    expect(mixedContent.audit({ MainDocument: mainDocument({ finalUrl: 'http://shop.test/' }), NetworkRecords: [record('http://shop.test/a.png')] }, auditContext())).toMatchObject({ outcome: 'not-applicable' });
  });
});
