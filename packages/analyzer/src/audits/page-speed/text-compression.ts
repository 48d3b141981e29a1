import type { Audit, NetworkRecord } from '../../types';
import '../../gatherers/base/artifacts';
import { bytesOf, kib } from './format';

// gzip typically shrinks HTML, CSS and JavaScript to 25–35 % of their size; 70 % is the conservative
// end, and the finding says it is an estimate.
const ESTIMATED_SAVING = 0.7;
// Lighthouse skips responses under 1.4 KiB: one TCP packet either way.
const MIN_BYTES = 1400;
const TEXT_MIME = /^(text\/|application\/(javascript|x-javascript|json|ld\+json|xml|manifest\+json)|image\/svg\+xml)/i;

function isTextual(record: NetworkRecord): boolean {
  return record.mimeType !== null && TEXT_MIME.test(record.mimeType);
}

export const textCompression: Audit<'NetworkRecords'> = {
  meta: {
    id: 'text-compression',
    category: 'pageSpeed',
    title: 'Text resources are compressed',
    failureTitle: 'Text resources are sent uncompressed',
    description: 'HTML, CSS, JavaScript, JSON and SVG compress to a fraction of their size with gzip or Brotli. Savings are estimated at 70 % of the uncompressed bytes.',
    recommendation: 'Turn on Brotli or gzip in the web server or CDN for text types (most servers have a one-line setting).',
    guide: '/guides/performance/text-compression',
    severity: 'serious',
    requiredArtifacts: ['NetworkRecords'],
  },
  audit({ NetworkRecords }) {
    const text = NetworkRecords.filter((record) => isTextual(record) && record.status === 200 && !record.fromCache && record.failed === null);
    if (text.length === 0) return { outcome: 'not-applicable', explanation: 'No text resources were downloaded' };
    const uncompressed = text.filter((record) => bytesOf(record) >= MIN_BYTES && !record.responseHeaders['content-encoding']);
    if (uncompressed.length === 0) return { outcome: 'passed' };
    const items = uncompressed.map((record) => ({ url: record.url, mimeType: record.mimeType, bytes: bytesOf(record), savingsBytes: Math.round(bytesOf(record) * ESTIMATED_SAVING) }));
    const savingsBytes = items.reduce((sum, item) => sum + item.savingsBytes, 0);
    return { outcome: 'failed', displayValue: `${items.length} uncompressed, estimated saving ${kib(savingsBytes)}`, details: { items: items.slice(0, 30), savingsBytes, estimate: true } };
  },
};
