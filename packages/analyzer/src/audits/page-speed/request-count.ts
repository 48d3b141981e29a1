import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';

// HTTP/2 makes requests cheap, but each still costs a round trip of priority and parsing; above ~100
// the median mobile page (HTTP Archive) is already exceeded.
const GOOD = 80;
const POOR = 200;

export const requestCount: Audit<'NetworkRecords'> = {
  meta: {
    id: 'request-count',
    category: 'pageSpeed',
    title: 'The page makes few requests',
    failureTitle: 'The page makes many requests',
    description: `Number of network requests during load (good: ${GOOD} or fewer).`,
    recommendation: 'Bundle small scripts and styles, use CSS or SVG sprites for icons, and remove third-party tags nobody reads.',
    guide: '/guides/performance/page-weight',
    severity: 'minor',
    requiredArtifacts: ['NetworkRecords'],
  },
  audit({ NetworkRecords }) {
    const count = NetworkRecords.length;
    const byType: Record<string, number> = {};
    for (const record of NetworkRecords) byType[record.resourceType] = (byType[record.resourceType] ?? 0) + 1;
    const score = count <= GOOD ? 1 : count >= POOR ? 0 : Math.round(((POOR - count) / (POOR - GOOD)) * 100) / 100;
    return { outcome: count <= GOOD ? 'passed' : 'failed', score, displayValue: `${count} requests`, details: { count, byType } };
  },
};
