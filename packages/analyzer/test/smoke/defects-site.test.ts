// The whole engine over the defects site (test/fixtures/defects-site): every defect seeded in
// broken/ is found by its audit on its page, and the repaired twin fixed/ is clean. The list of
// defects is the table in DEFECTS.md, so the document and the test cannot drift apart.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../../src/index';
import type { Device, Finding, Report } from '../../src/types';
import { expectReportContract } from '../helpers/report-contract';

const ROOT = join(import.meta.dirname, '../fixtures/defects-site');
/** No plain-http server can pass these; every other audit must pass on the twin. */
const HTTP_ONLY = new Set(['is-https', 'https-redirect']);

interface Defect {
  id: string;
  page: string;
  /** Site-wide findings are made once per run, not per device: null. */
  devices: Device[] | null;
  audit: string;
}

async function readDefects(): Promise<Defect[]> {
  const table = await readFile(join(ROOT, 'DEFECTS.md'), 'utf8');
  return [...table.matchAll(/^\| (D\d+) \| (\S+) \| (both|mobile|desktop|site) \| ([\w-]+) \|/gm)].map(([, id, page, device, audit]) => ({
    id: id!,
    page: page!,
    devices: device === 'site' ? null : device === 'both' ? ['mobile', 'desktop'] : [device as Device],
    audit: audit!,
  }));
}

// Serves a twin the way a simple static host would. Per-site behaviour that is itself a defect
// comes from files: headers.json (headers on every response) and 404.html (the page for missing
// paths; without it, a plain-text 404). %ORIGIN% becomes the server's origin in text files,
// because canonical, og:url and sitemap URLs must be absolute.
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
};

interface ServedSite {
  origin: string;
  close(): Promise<void>;
}

async function serveSite(root: string): Promise<ServedSite> {
  const headers: Record<string, string> = JSON.parse(await readFile(join(root, 'headers.json'), 'utf8').catch(() => '{}'));
  const notFound = await readFile(join(root, '404.html'), 'utf8').catch(() => null);
  let origin = '';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    const type = TYPES[extname(file)];
    const send = (status: number, body: Buffer | string, contentType: string) => {
      const text = /^(text|application\/xml)/.test(contentType) ? body.toString().replaceAll('%ORIGIN%', origin) : body;
      res.writeHead(status, { ...headers, 'content-type': contentType }).end(text);
    };
    if (!file.startsWith(root) || !type || file.endsWith('headers.json')) return void send(404, notFound ?? 'Not found', notFound ? TYPES['.html']! : 'text/plain');
    readFile(file).then(
      (body) => send(200, body, type),
      () => send(404, notFound ?? 'Not found', notFound ? TYPES['.html']! : 'text/plain'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function analyzeTwin(twin: 'broken' | 'fixed'): Promise<{ report: Report; origin: string }> {
  const site = await serveSite(join(ROOT, twin));
  try {
    const report = await analyze({
      url: `${site.origin}/`,
      maxPages: 10,
      maxDepth: 3,
      devices: ['mobile', 'desktop'],
      analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY'],
      allowPrivate: true,
      // One page at a time: the keyboard walk has a time cap, and on a busy machine two parallel
      // pages can push it past the cap (the audit then says needs-review, not failed).
      concurrency: 1,
    });
    return { report, origin: site.origin };
  } finally {
    await site.close();
  }
}

function findingsOn(run: { report: Report; origin: string }, page: string): Finding[] {
  if (page === '(site)') return run.report.siteFindings ?? [];
  return run.report.pages.find((p) => p.url === `${run.origin}${page}`)?.findings ?? [];
}

const failed = (f: Finding) => f.outcome === 'failed';
const describeFinding = (f: Finding) => `${f.id} (${f.device}): ${f.displayValue ?? f.explanation ?? f.title}`;

let defects: Defect[];
let broken: { report: Report; origin: string };
let fixed: { report: Report; origin: string };

beforeAll(async () => {
  defects = await readDefects();
  // One twin after the other: two crawls at once would only fight over the two cores.
  broken = await analyzeTwin('broken');
  fixed = await analyzeTwin('fixed');
}, 600_000);


describe('defects site', () => {
  it('documents at least 30 defects over GENERAL, SOCIAL, USABILITY and accessibility audits', () => {
    expect(defects.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(
      defects.map((d) => [...findingsOn(broken, d.page), ...findingsOn(fixed, d.page)].find((f) => f.id === d.audit)?.category),
    );
    expect([...categories].sort()).toEqual(['accessibility', 'general', 'social', 'usability']);
  });

  it('crawls the same five pages in both twins', () => {
    const paths = (run: typeof broken) => run.report.pages.filter((p) => p.status === 200).map((p) => p.url.replace(run.origin, '')).sort();
    expect(paths(broken)).toEqual(['/', '/about.html', '/blog/article.html', '/contact.html', '/pricing.html']);
    expect(paths(fixed)).toEqual(paths(broken));
  });

  it('finds every seeded defect in broken/ with its audit, on its page and device', () => {
    const missed = defects.flatMap((d) => {
      const findings = findingsOn(broken, d.page).filter((f) => f.id === d.audit);
      if (!d.devices) return findings.some(failed) ? [] : [`${d.id} ${d.audit} (site-wide): ${findings[0]?.outcome ?? 'no finding'}`];
      return d.devices.flatMap((device) => {
        const finding = findings.find((f) => f.device === device);
        return finding && failed(finding) ? [] : [`${d.id} ${d.audit} on ${d.page} (${device}): ${finding ? `${finding.outcome} ${finding.explanation ?? ''}`.trim() : 'no finding'}`];
      });
    });
    expect(missed).toEqual([]);
  });

  it('finds none of them in the repaired twin fixed/', () => {
    const audits = new Set(defects.map((d) => d.audit));
    const all = [...(fixed.report.siteFindings ?? []), ...fixed.report.pages.flatMap((p) => p.findings)];
    expect(all.filter((f) => audits.has(f.id) && failed(f)).map(describeFinding)).toEqual([]);
  });

  it('has no failed finding at all in fixed/ apart from the https checks', () => {
    const all = [
      ...(fixed.report.siteFindings ?? []).map((f) => ({ page: '(site)', f })),
      ...fixed.report.pages.flatMap((p) => p.findings.map((f) => ({ page: p.url.replace(fixed.origin, ''), f }))),
    ];
    expect(all.filter(({ f }) => failed(f) && !HTTP_ONLY.has(f.id)).map(({ page, f }) => `${page} ${describeFinding(f)}`)).toEqual([]);
  });

  it('writes reports of both twins that the published JSON Schema accepts and the API sends whole', () => {
    for (const run of [broken, fixed]) expectReportContract(run.report);
  });

  it('scores the broken twin below the fixed one in every audited category', () => {
    for (const category of ['general', 'social', 'usability', 'accessibility'] as const) {
      expect(broken.report.scores[category], category).toBeLessThan(fixed.report.scores[category] ?? 0);
    }
  });
});
