import { describe, expect, it } from 'vitest';
import { cacheHeaders, cacheLifetime } from '../../../src/audits/page-speed/cache-headers';
import { pageWeight } from '../../../src/audits/page-speed/page-weight';
import { requestCount } from '../../../src/audits/page-speed/request-count';
import { serverResponseTime } from '../../../src/audits/page-speed/server-response-time';
import { textCompression } from '../../../src/audits/page-speed/text-compression';
import { thirdPartyWeight } from '../../../src/audits/page-speed/third-party-weight';
import { siteOf } from '../../../src/audits/page-speed/format';
import type { MainDocument } from '../../../src/gatherers/base/artifacts';
import { context, perfElements, record, single } from './helpers';

const doc: MainDocument = { requestedUrl: 'https://www.example.com/', finalUrl: 'https://www.example.com/', status: 200, statusText: 'OK', headers: {}, mimeType: 'text/html', redirects: [] };

describe('page-weight', () => {
  it('passes a light page and fails a heavy one with the breakdown by type and the excess as saving', () => {
    expect(single(pageWeight.audit({ NetworkRecords: [record('a.js'), record('b.png', { resourceType: 'Image', transferSize: 50_000 })] }, context())).outcome).toBe('passed');
    const heavy = single(pageWeight.audit({ NetworkRecords: [record('hero.jpg', { resourceType: 'Image', transferSize: 3_000_000 }), record('app.js', { transferSize: 500_000 })] }, context()));
    expect(heavy.outcome).toBe('failed');
    expect(heavy.score).toBeGreaterThan(0);
    expect(heavy.score).toBeLessThan(1);
    expect(heavy.details).toMatchObject({ totalBytes: 3_500_000, byType: { Image: { requests: 1, bytes: 3_000_000 }, Script: { requests: 1, bytes: 500_000 } }, savingsBytes: 3_500_000 - 1600 * 1024 });
  });
});

describe('request-count', () => {
  it('fails above 80 requests with partial credit', () => {
    const many = Array.from({ length: 140 }, (_, i) => record(`r${i}.js`));
    expect(single(requestCount.audit({ NetworkRecords: many.slice(0, 80) }, context())).outcome).toBe('passed');
    expect(single(requestCount.audit({ NetworkRecords: many }, context()))).toMatchObject({ outcome: 'failed', score: 0.5 });
  });
});

describe('server-response-time', () => {
  it('fails above 600 ms and states the saving', () => {
    expect(single(serverResponseTime.audit({ PerfElements: perfElements() }, context())).outcome).toBe('passed');
    const slow = single(serverResponseTime.audit({ PerfElements: perfElements({ observed: { ttfb: 900, fcp: null, lcp: null, cls: 0, domContentLoaded: null, load: null } }) }, context()));
    expect(slow).toMatchObject({ outcome: 'failed', displayValue: '900 ms', details: { savingsMs: 300 } });
  });
});

describe('text-compression', () => {
  it('flags uncompressed text over 1.4 KiB with an estimated saving, ignores binary and compressed', () => {
    const records = [
      record('https://x/app.js', { transferSize: 20_000 }),
      record('https://x/app.css', { mimeType: 'text/css', transferSize: 10_000, responseHeaders: { 'content-encoding': 'br' } }),
      record('https://x/tiny.js', { transferSize: 500 }),
      record('https://x/photo.jpg', { mimeType: 'image/jpeg', resourceType: 'Image', transferSize: 90_000 }),
    ];
    const result = single(textCompression.audit({ NetworkRecords: records }, context()));
    expect(result.outcome).toBe('failed');
    expect(result.details).toMatchObject({ items: [{ url: 'https://x/app.js', savingsBytes: 14_000 }], savingsBytes: 14_000, estimate: true });
    expect(single(textCompression.audit({ NetworkRecords: records.slice(1) }, context())).outcome).toBe('passed');
    expect(single(textCompression.audit({ NetworkRecords: [records[3]!] }, context())).outcome).toBe('not-applicable');
  });
});

describe('cache-headers', () => {
  it('reads max-age, no-store and Expires', () => {
    expect(cacheLifetime({ 'cache-control': 'public, max-age=31536000, immutable' })).toBe(31_536_000);
    expect(cacheLifetime({ 'cache-control': 'no-store, max-age=600' })).toBe(0);
    expect(cacheLifetime({ expires: 'Thu, 02 Jan 2025 00:00:00 GMT', date: 'Wed, 01 Jan 2025 00:00:00 GMT' })).toBe(86_400);
    expect(cacheLifetime({})).toBe(0);
  });

  it('fails static resources cached for less than a week, scoring the cached share', () => {
    const records = [record('a.js', { responseHeaders: { 'cache-control': 'max-age=31536000' } }), record('b.css', { resourceType: 'Stylesheet', responseHeaders: { 'cache-control': 'max-age=3600' } }), record('page', { resourceType: 'Document' })];
    const result = single(cacheHeaders.audit({ NetworkRecords: records }, context()));
    expect(result).toMatchObject({ outcome: 'failed', score: 0.5, details: { items: [{ url: 'b.css', ttlSeconds: 3600 }], savingsBytes: 10_000 } });
    expect(single(cacheHeaders.audit({ NetworkRecords: records.slice(0, 1) }, context())).outcome).toBe('passed');
  });
});

describe('third-party-weight', () => {
  it('groups bytes by site, treating the own CDN subdomain as first party', () => {
    expect(siteOf('cdn.example.com')).toBe('example.com');
    expect(siteOf('www.example.co.uk')).toBe('example.co.uk');
    const records = [record('https://cdn.example.com/app.js', { transferSize: 900_000 }), record('https://widget.chat.io/w.js', { transferSize: 400_000 }), record('https://ads.tracker.net/t.js', { transferSize: 200_000 })];
    const result = single(thirdPartyWeight.audit({ MainDocument: doc, NetworkRecords: records }, context()));
    expect(result.outcome).toBe('failed');
    expect(result.details).toMatchObject({ totalBytes: 600_000, sites: [{ site: 'chat.io', bytes: 400_000 }, { site: 'tracker.net', bytes: 200_000 }] });
    expect(single(thirdPartyWeight.audit({ MainDocument: doc, NetworkRecords: records.slice(0, 2) }, context())).outcome).toBe('passed');
  });
});
