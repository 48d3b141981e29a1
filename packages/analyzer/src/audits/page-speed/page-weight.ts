import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';
import { bytesOf, kib, linearScore } from './format';

// Lighthouse's total-byte-weight curve: 1.6 MiB scores about 0.9, 4 MiB about 0.5.
const GOOD = 1600 * 1024;
const POOR = 5000 * 1024;

export const pageWeight: Audit<'NetworkRecords'> = {
  meta: {
    id: 'page-weight',
    category: 'pageSpeed',
    title: 'The page is light',
    failureTitle: 'The page is heavy',
    description: 'Every byte costs time on slow connections and money on metered plans. Bytes are the transferred (compressed) sizes of every request of the load.',
    recommendation: 'Start with the largest types in the breakdown: compress and resize images, drop unused JavaScript, subset fonts.',
    guide: '/guides/performance/page-weight',
    severity: 'moderate',
    requiredArtifacts: ['NetworkRecords'],
  },
  audit({ NetworkRecords }) {
    const byType: Record<string, { requests: number; bytes: number }> = {};
    let total = 0;
    for (const record of NetworkRecords) {
      const entry = (byType[record.resourceType] ??= { requests: 0, bytes: 0 });
      entry.requests += 1;
      entry.bytes += bytesOf(record);
      total += bytesOf(record);
    }
    const largest = [...NetworkRecords].sort((a, b) => bytesOf(b) - bytesOf(a)).slice(0, 10).map((record) => ({ url: record.url, type: record.resourceType, bytes: bytesOf(record) }));
    const details = { totalBytes: total, byType, largest, savingsBytes: Math.max(0, total - GOOD) };
    const score = linearScore(total, GOOD, POOR);
    return { outcome: total <= GOOD ? 'passed' : 'failed', score, displayValue: kib(total), details };
  },
};
