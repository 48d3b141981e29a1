import { describe, expect, it } from 'vitest';
import { categoriesOf, filterAudits, formatMetric, outcomeCounts, pageMetrics } from './detailed';
import { page as pageWith } from './test-reports';
import type { Finding } from './types';

function finding(overrides: Partial<Finding>): Finding {
  return {
    id: 'audit',
    category: 'general',
    outcome: 'passed',
    severity: 'minor',
    title: 'An audit',
    description: '',
    recommendation: '',
    guide: null,
    wcag: [],
    act: [],
    elements: [],
    device: 'mobile',
    score: 1,
    ...overrides,
  };
}

const findings = [
  finding({ id: 'a', title: 'Zeta', category: 'social', outcome: 'passed' }),
  finding({ id: 'b', title: 'Alpha', category: 'general', outcome: 'not-applicable' }),
  finding({ id: 'c', title: 'Beta', category: 'general', outcome: 'failed' }),
  finding({ id: 'd', title: 'Gamma', category: 'accessibility', outcome: 'needs-review' }),
  finding({ id: 'e', title: 'Delta', category: 'general', outcome: 'error' }),
  finding({ id: 'f', title: 'Alpha', category: 'general', outcome: 'passed' }),
];

describe('filterAudits', () => {
  it('orders failed, needs-review, error, passed, not-applicable, then by category and title', () => {
    expect(filterAudits(findings, { outcome: 'all', category: 'all' }).map((f) => f.id)).toEqual(['c', 'd', 'e', 'f', 'a', 'b']);
  });

  it('filters by outcome and by category together', () => {
    expect(filterAudits(findings, { outcome: 'passed', category: 'all' }).map((f) => f.id)).toEqual(['f', 'a']);
    expect(filterAudits(findings, { outcome: 'all', category: 'general' }).map((f) => f.id)).toEqual(['c', 'e', 'f', 'b']);
    expect(filterAudits(findings, { outcome: 'passed', category: 'accessibility' })).toEqual([]);
  });
});

describe('outcomeCounts', () => {
  it('counts every outcome, within the chosen category', () => {
    expect(outcomeCounts(findings, 'all')).toEqual({ failed: 1, 'needs-review': 1, error: 1, passed: 2, 'not-applicable': 1 });
    expect(outcomeCounts(findings, 'general')).toEqual({ failed: 1, 'needs-review': 0, error: 1, passed: 1, 'not-applicable': 1 });
  });
});

describe('categoriesOf', () => {
  it('keeps the given order and only categories that have audits', () => {
    expect(categoriesOf(findings, ['general', 'social', 'usability', 'accessibility'])).toEqual(['general', 'social', 'accessibility']);
  });
});

describe('pageMetrics', () => {
  const page = pageWith('https://example.com/', [
    finding({ id: 'largest-contentful-paint', category: 'pageSpeed', details: { value: 2512.4, runs: [2400, 2512.4, 2900] } }),
    finding({ id: 'cumulative-layout-shift', category: 'pageSpeed', details: { value: 0.1234, runs: [0.1234] } }),
    finding({ id: 'server-response-time', category: 'pageSpeed', outcome: 'failed', details: { ttfb: 812 } }),
    finding({ id: 'page-weight', category: 'pageSpeed', details: { totalBytes: 1536 } }),
    // Not measured on this page (another page of the template was): no row.
    finding({ id: 'speed-index', category: 'pageSpeed', outcome: 'not-applicable' }),
    finding({ id: 'largest-contentful-paint', category: 'pageSpeed', device: 'desktop', details: { value: 900, runs: [900] } }),
    finding({ id: 'og-image', category: 'social', device: 'desktop' }),
  ]);

  it('reads each metric from its finding, per device, with every run when there were several', () => {
    expect(pageMetrics(page)).toEqual([
      {
        device: 'mobile',
        rows: [
          { id: 'largest-contentful-paint', value: '2,512 ms', runs: ['2,400 ms', '2,512 ms', '2,900 ms'], outcome: 'passed' },
          { id: 'cumulative-layout-shift', value: '0.123', runs: [], outcome: 'passed' },
          { id: 'server-response-time', value: '812 ms', runs: [], outcome: 'failed' },
          { id: 'page-weight', value: '1.5 KiB', runs: [], outcome: 'passed' },
        ],
      },
      { device: 'desktop', rows: [{ id: 'largest-contentful-paint', value: '900 ms', runs: [], outcome: 'passed' }] },
    ]);
  });

  it('formats bytes in MiB above one mebibyte', () => {
    expect(formatMetric(3 * 1024 * 1024, 'bytes')).toBe('3.00 MiB');
  });
});
