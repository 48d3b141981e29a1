import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderReportJsonSchema, REPORT_SCHEMA_FILE } from '../../src/report/json-schema';
import type { Finding, Report } from '../../src/types';
import { siteFacts } from '../helpers/artifacts';
import { acceptedBySchema, expectReportContract } from '../helpers/report-contract';

const committed = () => readFile(new URL(`../../${REPORT_SCHEMA_FILE}`, import.meta.url), 'utf8');

const finding: Finding = {
  id: 'document-title', category: 'general', outcome: 'failed', severity: 'serious', title: 'Page title is missing', description: 'd', recommendation: 'r', guide: null,
  wcag: ['2.4.2'], act: [], elements: [{ selector: 'head', snippet: '<head>', rect: null, marker: 1 }], device: 'mobile', score: 0, details: { any: { nested: [1, 'two'] } },
};
const scores = { overall: 50, general: 50, social: null, usability: null, accessibility: null, pageSpeed: null, uiAnalysis: null };
const report: Report = {
  schemaVersion: '1.0.0',
  requestedUrl: 'https://shop.test/',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  options: { maxPages: 5, maxDepth: 2, analysisTypes: ['GENERAL'], devices: ['mobile'], screenshots: false, concurrency: 1, allowPrivate: false, respectRobots: true, pageTimeout: 1000, outputDir: null },
  scores,
  scoring: { formula: 'Weighted mean.', weights: { general: { 'document-title': 3 }, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {} }, categoryWeights: { general: 1 } },
  site: siteFacts(),
  pages: [{ url: 'https://shop.test/', finalUrl: 'https://shop.test/', status: 200, redirects: [], depth: 0, error: null, scores, findings: [finding], screenshots: [] }],
  siteFindings: [],
  skipped: [{ url: 'https://shop.test/a.pdf', reason: 'not HTML' }],
};

describe('the published JSON Schema of the report', () => {
  it('is the file generated from the shared report schema (run `npm run -w @sightline/analyzer schema` after changing it)', async () => {
    expect(await committed()).toBe(renderReportJsonSchema());
  });

  it('accepts a report and refuses one that breaks it', () => {
    expectReportContract(report);
    expect(acceptedBySchema({ ...report, pages: [{ ...report.pages[0], findings: [{ ...finding, outcome: 'warning' }] }] })).toBe(false);
    expect(acceptedBySchema({ ...report, scores: { ...scores, overall: 101 } })).toBe(false);
  });
});
