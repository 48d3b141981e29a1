import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/report/csv';
import { toHtml } from '../../src/report/html';
import { toMarkdown } from '../../src/report/markdown';
import { foldByOutcome } from '../../src/report/fold';
import type { Finding, Report } from '../../src/types';
import { siteFacts } from '../helpers/artifacts';

const finding = (overrides: Partial<Finding>): Finding => ({
  id: 'document-title', category: 'general', outcome: 'failed', severity: 'serious', title: 'Page title is missing', description: 'd', recommendation: 'Add a <title>', guide: '/guides/general/page-title',
  wcag: ['2.4.2'], act: [], elements: [], device: 'mobile', score: 0, ...overrides,
});

const page = (url: string, findings: Finding[]) => ({ url, finalUrl: url, status: 200, redirects: [], depth: 0, error: null, scores: { overall: 50, general: 50, social: null, usability: null, accessibility: null, pageSpeed: null, uiAnalysis: null }, findings, screenshots: [] });

const report: Report = {
  schemaVersion: '1.0.0',
  requestedUrl: 'https://shop.test/',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:01:00.000Z',
  options: { maxPages: 5, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL'], devices: ['mobile'], screenshots: false, concurrency: 1, allowPrivate: false, respectRobots: true, pageTimeout: 1000, outputDir: null },
  scores: { overall: 50, general: 50, social: null, usability: null, accessibility: null, pageSpeed: null, uiAnalysis: null },
  scoring: { formula: 'Weighted mean.', weights: { general: { 'document-title': 3 }, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {} } },
  site: siteFacts(),
  pages: [
    page('https://shop.test/', [finding({ explanation: 'Has "quotes", commas' }), finding({ id: 'share-preview', category: 'social', outcome: 'needs-review', title: 'Share preview', details: { preview: { title: '<Shoes>', description: 'x', domain: 'shop.test', siteName: null, image: null, layout: 'text' } } })]),
    page('https://shop.test/b', [
      finding({ explanation: 'Has "quotes", commas' }),
      finding({ id: 'html-lang', outcome: 'passed', title: 'Page declares its language' }),
      finding({ id: 'share-preview', category: 'social', outcome: 'needs-review', title: 'Share preview', details: { preview: { title: 'Boots', description: 'y', domain: 'shop.test', siteName: null, image: null, layout: 'text' } } }),
    ]),
  ],
  siteFindings: [finding({ id: 'robots-txt', title: 'No robots.txt', severity: 'minor', explanation: '=HYPERLINK("x")' })],
};

describe('report formats', () => {
  it('groups one problem on several pages into one item, most severe first', () => {
    const groups = foldByOutcome(report, 'general');
    expect(groups.failed.map((group) => [group.finding.id, group.pages.length])).toEqual([['document-title', 2], ['robots-txt', 1]]);
    expect(groups.passed.map((group) => group.finding.id)).toEqual(['html-lang']);
  });
  it('writes one CSV row per finding, quoting commas and quotes and neutralising formulas', () => {
    const rows = toCsv(report).trim().split('\r\n');
    expect(rows).toHaveLength(1 + 1 + 5);
    expect(rows[1]).toMatch(/^,mobile,general,robots-txt,failed,minor,No robots.txt,,"'=HYPERLINK\(""x""\)"/);
    expect(rows[2]).toContain('"Has ""quotes"", commas"');
  });
  it('renders Markdown with scores and the formula', async () => {
    const markdown = await toMarkdown(report);
    expect(markdown).toContain('| **Overall** | **50** |');
    expect(markdown).toContain('**How scores are computed.** Weighted mean.');
    expect(markdown).toContain('- **Page title is missing** (serious) — on 2 of 2 pages');
  });
  it('links guides absolutely, under the configured address of Sightline or its default', async () => {
    expect(await toHtml(report, { guideBaseUrl: 'https://sightline.example.org/docs' })).toContain('<a href="https://sightline.example.org/docs/guides/general/page-title">Read the guide</a>');
    expect(await toHtml(report)).toContain('<a href="http://localhost:3000/guides/general/page-title">Read the guide</a>');
    expect(await toMarkdown(report, { guideBaseUrl: 'https://sightline.example.org/' })).toContain('[Guide](https://sightline.example.org/guides/general/page-title)');
    expect(await toHtml(report)).not.toMatch(/href="\/guides/);
  });

  it('renders HTML that escapes page content and draws the share card', async () => {
    const html = await toHtml({ ...report, scores: { ...report.scores, social: 0 } });
    expect(html).toContain('&#60;Shoes&#62;');
    expect(html).not.toContain('<Shoes>');
    expect(html.match(/class="share-card text"/g)).toHaveLength(2);
    expect(html).toContain('Weighted mean.');
  });

  it('embeds one annotated screenshot per page and device, captioned, and links each element marker to it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sightline-html-'));
    try {
      const files = { annotated: join(dir, 'a.png'), fullPage: join(dir, 'f.png'), viewport: join(dir, 'v.png') };
      for (const [kind, path] of Object.entries(files)) await writeFile(path, Buffer.from(`png-${kind}`));
      const element = (selector: string, marker?: number) => ({ selector, snippet: `<a id="${selector}">`, rect: { x: 0, y: 0, width: 10, height: 10 }, ...(marker ? { marker } : {}) });
      const shots = (['annotated', 'fullPage', 'viewport'] as const).map((kind) => ({ device: 'mobile' as const, kind, path: files[kind] }));
      const withShots: Report = {
        ...report,
        pages: [
          { ...page('https://shop.test/', [finding({ elements: [element('#buy', 3), element('#far')] })]), screenshots: shots },
          page('https://shop.test/b', [finding({ elements: [element('#other', 1)] })]),
        ],
      };
      const html = await toHtml(withShots);
      expect(html.match(/<img src="data:image\/png/g)).toHaveLength(1);
      expect(html).toContain(`data:image/png;base64,${Buffer.from('png-annotated').toString('base64')}`);
      expect(html).toMatch(/<figure id="shot-1-mobile"[^>]*>.*<figcaption><strong>https:\/\/shop\.test\/<\/strong> · mobile · annotated/);
      expect(html).toContain('<a class="marker" href="#shot-1-mobile"');
      expect(html).toContain('>#3</a> <code>#buy</code>');
      // The second page has no annotated screenshot: its marker is shown but links nowhere.
      expect(html).toContain('<span class="marker" title="Box 1 on the annotated mobile screenshot of https://shop.test/b">#1</span>');
      expect(html).toContain('<p class="where">https://shop.test/b · mobile</p>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
