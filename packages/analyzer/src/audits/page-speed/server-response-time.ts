import type { Audit } from '../../types';
import '../../gatherers/performance/perf-elements';

// Lighthouse fails server response times above 600 ms; measured here on every page, unthrottled,
// because the server's think time does not depend on the visitor's network.
const LIMIT_MS = 600;

export const serverResponseTime: Audit<'PerfElements'> = {
  meta: {
    id: 'server-response-time',
    category: 'pageSpeed',
    title: 'The server answers quickly',
    failureTitle: 'The server is slow to answer',
    description: `Time to first byte of the HTML document (observed in our lab load). Above ${LIMIT_MS} ms every other metric starts late.`,
    recommendation: 'Cache rendered pages (or use a CDN for HTML), speed up database queries, and avoid redirects before the document.',
    guide: '/guides/performance/server-response-time',
    severity: 'moderate',
    requiredArtifacts: ['PerfElements'],
  },
  audit({ PerfElements }) {
    const ttfb = PerfElements.observed.ttfb;
    if (ttfb === null) return { outcome: 'error', explanation: 'The browser recorded no navigation timing for this page' };
    const displayValue = `${ttfb} ms`;
    if (ttfb <= LIMIT_MS) return { outcome: 'passed', displayValue, details: { ttfb } };
    return { outcome: 'failed', displayValue, details: { ttfb, savingsMs: ttfb - LIMIT_MS } };
  },
};
