import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/report/csv';
import { foldFindings, foldPageFindings, wherePhrase } from '../../src/report/fold';
import { toHtml } from '../../src/report/html';
import { axeRuleUrl } from '../../src/report/links';
import { toMarkdown } from '../../src/report/markdown';
import type { Finding, PageReport, Report } from '../../src/types';
import { siteFacts } from '../helpers/artifacts';

const scores = { overall: 70, general: null, social: null, usability: null, accessibility: 80, pageSpeed: 60, uiAnalysis: null };

const finding = (overrides: Partial<Finding>): Finding => ({
  id: 'render-blocking-resources', category: 'pageSpeed', outcome: 'failed', severity: 'moderate', title: 'Resources block the first paint', description: 'd', recommendation: 'Defer them.', guide: '/guides/performance/render-blocking',
  wcag: [], act: [], elements: [], device: 'mobile', score: 0, ...overrides,
});

const page = (url: string, findings: Finding[]): PageReport => ({ url, finalUrl: url, status: 200, redirects: [], depth: 1, error: null, scores, findings, screenshots: [] });

const reportOf = (pages: PageReport[]): Report => ({
  schemaVersion: '1.2.0',
  requestedUrl: 'https://shop.test/',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  options: { maxPages: 10, maxDepth: 2, analysisTypes: ['USABILITY', 'PAGE_SPEED'], devices: ['mobile'], screenshots: false, concurrency: 2, allowPrivate: false, respectRobots: true, pageTimeout: 90_000, outputDir: null },
  scores,
  scoring: { formula: 'Weighted mean.', weights: { general: {}, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {} } },
  site: siteFacts(),
  pages,
  siteFindings: [],
});

/** The template's ten stylesheets, blocking the first paint of every page. */
const stylesheets = Array.from({ length: 10 }, (_, index) => `https://shop.test/css/part-${index + 1}.css`);
const blocking = (savingsMs: number) =>
  finding({
    displayValue: `10 blocking (40 KiB), potential saving ${savingsMs} ms`,
    elements: stylesheets.map((url, index) => ({ selector: `head > link:nth-of-type(${index + 1})`, snippet: `<link rel="stylesheet" href="${url}">`, rect: null })),
    details: { resources: stylesheets.map((url) => ({ url, kind: 'stylesheet', bytes: 4096 })), savingsMs },
  });
const urls = Array.from({ length: 10 }, (_, index) => (index === 0 ? 'https://shop.test/' : `https://shop.test/page-${index}`));

/** A keyboard audit that reported one result per element: five critical rows for one problem. */
const focusRows = ['#menu', '#search', '#cart', '#login', '#help'].map((selector) =>
  finding({ id: 'focus-visible', category: 'accessibility', severity: 'critical', title: 'Focus is not visible', guide: '/guides/accessibility/focus-visible', wcag: ['2.4.7'], displayValue: '1 element', elements: [{ selector, snippet: `<a id="${selector.slice(1)}">`, rect: null }] }),
);

describe('folding repeated findings', () => {
  const report = reportOf(urls.map((url, index) => page(url, [blocking(240 + index), ...(index === 0 ? focusRows : [])])));

  it('makes the same resources on every page one entry on 10 of 10 pages, listing them once', () => {
    const [group] = foldFindings(report, 'pageSpeed');
    expect(foldFindings(report, 'pageSpeed')).toHaveLength(1);
    expect(wherePhrase(group!.pages, report)).toBe('on 10 of 10 pages');
    expect(group!.evidence).toHaveLength(1);
    expect(group!.evidence[0]!.resources).toEqual(stylesheets);
    expect(group!.evidence[0]!.pages).toEqual(urls);
    // The saving differs per page, so each page keeps its own figure.
    expect(group!.evidence[0]!.values.map((entry) => entry.value)).toEqual(urls.map((_, index) => `10 blocking (40 KiB), potential saving ${240 + index} ms`));
  });

  it('makes one result per element one finding with all its elements, at its highest severity', () => {
    const folded = foldPageFindings(focusRows);
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatchObject({ id: 'focus-visible', severity: 'critical', displayValue: '5 elements' });
    expect(folded[0]!.elements.map((element) => element.selector)).toEqual(['#menu', '#search', '#cart', '#login', '#help']);
    const [group] = foldFindings(report, 'accessibility');
    expect(group!.evidence[0]!.finding.elements).toHaveLength(5);
  });

  it('keeps different evidence apart, each with its pages, under one entry for the audit', () => {
    const other = reportOf([page(urls[0]!, [blocking(1)]), page(urls[1]!, [blocking(1)]), page(urls[2]!, [finding({ details: { resources: [{ url: 'https://cdn.test/x.css' }] } })])]);
    const [group] = foldFindings(other);
    expect(wherePhrase(group!.pages, other)).toBe('on 3 of 3 pages');
    expect(group!.evidence.map((evidence) => [evidence.pages.length, evidence.resources.length])).toEqual([[2, 10], [1, 1]]);
  });

  it('shows the folded entry once in HTML, with the resources once and every page', async () => {
    const html = await toHtml(report);
    expect(html.match(/Resources block the first paint/g)).toHaveLength(1);
    expect(html).toContain('<span class="count">on 10 of 10 pages</span>');
    for (const url of stylesheets) expect(html.split(`<code>${url}</code>`)).toHaveLength(2);
    expect(html).toContain('<li>https://shop.test/page-9: 10 blocking (40 KiB), potential saving 249 ms</li>');
    expect(html.match(/Focus is not visible/g)).toHaveLength(1);
    expect(html.match(/<code>#(menu|search|cart|login|help)<\/code>/g)).toHaveLength(5);
  });

  it('folds Markdown the same way', async () => {
    const markdown = await toMarkdown(report);
    expect(markdown.match(/Resources block the first paint/g)).toHaveLength(1);
    expect(markdown).toContain('- **Resources block the first paint** (moderate) — on 10 of 10 pages');
    expect(markdown.split('https://shop.test/css/part-3.css')).toHaveLength(2);
    expect(markdown).toContain('- **Focus is not visible** (critical, 5 elements) — on 1 of 10 pages');
  });

  it('keeps CSV rows per page, with the per-element rows of one page in one row', () => {
    const rows = toCsv(report).trim().split('\r\n').slice(1);
    expect(rows.filter((row) => row.includes(',render-blocking-resources,'))).toHaveLength(10);
    const focus = rows.filter((row) => row.includes(',focus-visible,'));
    expect(focus).toHaveLength(1);
    expect(focus[0]).toContain('#menu | #search | #cart | #login | #help');
  });
});

describe('rule links in the standalone report', () => {
  it("links axe-core findings to Deque University's rule page for the installed axe version", async () => {
    expect(axeRuleUrl('color-contrast', '4.14.1')).toBe('https://dequeuniversity.com/rules/axe/4.14/color-contrast');
    const axe = finding({ id: 'axe-image-alt', category: 'accessibility', title: 'Images must have alternative text', guide: null });
    const html = await toHtml(reportOf([page(urls[0]!, [axe])]));
    expect(html).toMatch(/<a href="https:\/\/dequeuniversity\.com\/rules\/axe\/4\.\d+\/image-alt">axe-core rule image-alt \(Deque University\)<\/a>/);
  });

  it("links a Lighthouse lab metric to Lighthouse's own documentation of it", async () => {
    const lcp = finding({ id: 'largest-contentful-paint', title: 'Main content appears late', details: { value: 4200, lighthouseVersion: '12.8.2' } });
    const ours = finding({ id: 'render-blocking-resources' });
    const html = await toHtml(reportOf([page(urls[0]!, [lcp, ours])]));
    expect(html).toContain('<a href="https://developer.chrome.com/docs/lighthouse/performance/lighthouse-largest-contentful-paint/">Lighthouse: largest-contentful-paint</a>');
    expect(html.match(/Lighthouse: /g)).toHaveLength(1);
  });
});
