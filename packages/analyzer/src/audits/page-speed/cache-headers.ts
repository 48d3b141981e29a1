import type { Audit, NetworkRecord } from '../../types';
import '../../gatherers/base/artifacts';
import { bytesOf, kib } from './format';

const STATIC_TYPES = new Set(['Script', 'Stylesheet', 'Image', 'Font', 'Media']);
// A week covers a visitor's return within the same campaign; versioned assets should get a year.
const MIN_TTL_SECONDS = 7 * 24 * 3600;

/** Cache lifetime in seconds the response allows, 0 when it forbids caching or says nothing. */
export function cacheLifetime(headers: Record<string, string>): number {
  const control = headers['cache-control'] ?? '';
  if (/no-store|no-cache/i.test(control)) return 0;
  const maxAge = /(?:^|,)\s*(?:s-)?max-age\s*=\s*(\d+)/i.exec(control);
  if (maxAge) return Number(maxAge[1]);
  const expires = headers.expires ? Date.parse(headers.expires) : NaN;
  const date = headers.date ? Date.parse(headers.date) : Date.now();
  if (!Number.isNaN(expires)) return Math.max(0, Math.round((expires - date) / 1000));
  return 0;
}

function isCacheableStatic(record: NetworkRecord): boolean {
  return STATIC_TYPES.has(record.resourceType) && record.status === 200 && record.failed === null && !record.url.startsWith('data:');
}

export const cacheHeaders: Audit<'NetworkRecords'> = {
  meta: {
    id: 'cache-headers',
    category: 'pageSpeed',
    title: 'Static resources are cached',
    failureTitle: 'Static resources are not cached long enough',
    description: 'Scripts, styles, images and fonts without a long cache lifetime are downloaded again on every visit. Savings are the bytes a returning visitor downloads again.',
    recommendation: 'Give fingerprinted files Cache-Control: public, max-age=31536000, immutable; give others at least a week.',
    guide: '/guides/performance/caching',
    severity: 'minor',
    requiredArtifacts: ['NetworkRecords'],
  },
  audit({ NetworkRecords }) {
    const statics = NetworkRecords.filter(isCacheableStatic);
    if (statics.length === 0) return { outcome: 'not-applicable', explanation: 'No static resources were downloaded' };
    const short = statics.map((record) => ({ url: record.url, type: record.resourceType, ttlSeconds: cacheLifetime(record.responseHeaders), bytes: bytesOf(record) })).filter((item) => item.ttlSeconds < MIN_TTL_SECONDS);
    if (short.length === 0) return { outcome: 'passed' };
    const savingsBytes = short.reduce((sum, item) => sum + item.bytes, 0);
    const score = Math.round((1 - short.length / statics.length) * 100) / 100;
    return { outcome: 'failed', score, displayValue: `${short.length} of ${statics.length} resources, ${kib(savingsBytes)} on repeat visits`, details: { items: short.slice(0, 30), savingsBytes } };
  },
};
