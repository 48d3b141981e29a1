// DECEPTIVE_DESIGN over the deceptive shop (test/fixtures/deceptive-shop): every pattern seeded in
// broken/ is found by its audit, on its page, with its element; the clean twin fixed/ has no failed
// finding. The patterns are the table in DEFECTS.md, so the document and the test cannot drift apart.
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../../src/index';
import type { Finding, Report } from '../../src/types';
import { expectReportContract } from '../helpers/report-contract';
import { startStaticServer } from '../helpers/static-server';

const ROOT = join(import.meta.dirname, '../fixtures/deceptive-shop');

interface Pattern {
  id: string;
  page: string;
  audit: string;
}

async function readPatterns(): Promise<Pattern[]> {
  const table = await readFile(join(ROOT, 'DEFECTS.md'), 'utf8');
  return [...table.matchAll(/^\| (p\d+) \| (\S+) \| ([\w-]+) \|/gm)].map(([, id, page, audit]) => ({ id: id!, page: page!, audit: audit! }));
}

async function analyzeTwin(twin: 'broken' | 'fixed'): Promise<{ report: Report; origin: string }> {
  const server = await startStaticServer(join(ROOT, twin));
  try {
    // The broken twin's findings are drawn on annotated screenshots, as the server's analyses are.
    const outputDir = twin === 'broken' ? mkdtempSync(join(tmpdir(), 'sightline-deceptive-')) : null;
    const report = await analyze({ url: `${server.url}/`, maxPages: 5, maxDepth: 1, devices: ['mobile'], analysisTypes: ['DECEPTIVE_DESIGN'], allowPrivate: true, concurrency: 1, outputDir });
    return { report, origin: server.url };
  } finally {
    await server.close();
  }
}

const findingsOn = (run: { report: Report; origin: string }, page: string): Finding[] => run.report.pages.find((p) => p.url === `${run.origin}${page}`)?.findings ?? [];
const failed = (f: Finding) => f.outcome === 'failed';

let patterns: Pattern[];
let broken: { report: Report; origin: string };
let fixed: { report: Report; origin: string };

beforeAll(async () => {
  patterns = await readPatterns();
  broken = await analyzeTwin('broken');
  fixed = await analyzeTwin('fixed');
}, 300_000);

describe('deceptive shop', () => {
  it('seeds at least 20 patterns over every text category and the measured ones', () => {
    expect(patterns.length).toBeGreaterThanOrEqual(20);
    expect(new Set(patterns.map((p) => p.audit)).size).toBe(16);
  });

  it('finds every seeded pattern in broken/ with its audit, on its page, marking its element', () => {
    const missed = patterns.flatMap(({ id, page, audit }) => {
      const finding = findingsOn(broken, page).find((f) => f.id === audit);
      if (!finding || !failed(finding)) return [`${id} ${audit} on ${page}: ${finding ? `${finding.outcome} ${finding.explanation ?? ''}` : 'no finding'}`];
      return finding.elements.some((element) => element.selector === `#${id}`) ? [] : [`${id} ${audit} on ${page}: failed without #${id} (${finding.elements.map((e) => e.selector).join(', ')})`];
    });
    expect(missed).toEqual([]);
  });

  it('counts the clicks of both cookie paths and reads the countdown again as a later visitor', () => {
    const cookie = findingsOn(broken, '/').find((f) => f.id === 'cookie-reject-harder');
    expect(cookie?.details).toMatchObject({ acceptClicks: 1, rejectClicks: 4, rejectPath: ['Cookie settings', 'untick 2 consents', 'Save preferences'] });
    const countdown = findingsOn(broken, '/').find((f) => f.id === 'countdown-reset');
    const [first] = (countdown?.details as { countdowns: Array<{ seconds: number; later: { laterSeconds: number; seconds: number } }> }).countdowns;
    expect(first?.later.laterSeconds).toBe(600);
    // A real deadline would show ten minutes less; this one restarted at two hours.
    expect(Math.abs((first?.seconds ?? 0) - (first?.later.seconds ?? 0))).toBeLessThan(30);
  });

  it('walks the cart from the product page to checkout in both twins and names the hidden fees', () => {
    const stepsOf = (details: unknown) => (details as { steps: Array<{ kind: string; url: string }> }).steps.map((step) => `${step.kind} ${step.url.replace(/^http:\/\/[^/]+/, '')}`);
    const walked = findingsOn(broken, '/product.html').find((f) => f.id === 'hidden-costs');
    expect(walked?.details).toMatchObject({ advertised: '$68.00', total: '$79.95', fees: [{ label: 'Gift wrapping', amount: '$3.00' }, { label: 'Service fee', amount: '$3.95' }] });
    expect(stepsOf(walked?.details)).toEqual(['added /product.html', 'checkout /checkout.html']);
    // The twin names its service fee beside the price; shipping was stated with its price in both.
    const twin = findingsOn(fixed, '/product.html').find((f) => f.id === 'hidden-costs');
    expect(twin).toMatchObject({ outcome: 'passed', details: { advertised: '$68.00', total: '$76.95' } });
    // Pages without an add-to-cart control are not walked.
    expect(findingsOn(broken, '/journal.html').find((f) => f.id === 'hidden-costs')?.outcome).toBe('not-applicable');
  });

  it('tells the twins\' ads apart by their labels, not by whether they are ads', () => {
    const ads = (run: typeof broken) => run.report.pages.flatMap((p) => p.findings).filter((f) => f.id === 'disguised-ads' && f.outcome !== 'not-applicable').flatMap((f) => (f.details as { ads: Array<{ sign: string; label: string | null; mimics: string | null }> }).ads);
    const signs = (list: ReturnType<typeof ads>) => list.map((ad) => `${ad.sign} ${ad.mimics ?? 'plain'}`).sort();
    expect(signs(ads(broken))).toEqual(['ad host link content', 'ad markup control', 'tracked link to another site content']);
    expect(signs(ads(fixed))).toEqual(signs(ads(broken)));
    expect(ads(fixed).map((ad) => ad.label).sort()).toEqual(['Ad', 'Advertisement', 'Sponsored']);
  });

  it('judges priced choices only where they compare: the care plan, never the size picker', () => {
    const broken5 = findingsOn(broken, '/product.html').find((f) => f.id === 'preselected-pricier-option');
    expect(broken5?.elements.map((element) => element.selector)).toEqual(['#p28']);
    expect(findingsOn(fixed, '/product.html').find((f) => f.id === 'preselected-pricier-option')).toMatchObject({ outcome: 'passed', details: { groups: 2 } });
  });

  it('numbers the flagged elements on each page\'s annotated screenshot', () => {
    for (const page of broken.report.pages) {
      const annotated = page.screenshots.find((shot) => shot.kind === 'annotated');
      expect(annotated && existsSync(annotated.path), page.url).toBe(true);
    }
    const elements = broken.report.pages.flatMap((p) => p.findings).filter(failed).flatMap((f) => f.elements);
    const ids = patterns.map((p) => `#${p.id}`);
    expect(ids.filter((id) => !elements.some((element) => element.selector === id && element.marker !== undefined))).toEqual([]);
  });

  it('cites the rules, names the pattern and the bias and links the guide of each failed finding', () => {
    for (const finding of broken.report.pages.flatMap((p) => p.findings).filter(failed)) {
      expect(finding.category).toBe('deceptiveDesign');
      expect(finding.guide).toMatch(/^\/guides\/biases\//);
      expect(finding.references?.map((reference) => reference.url)).toEqual(expect.arrayContaining(['https://eur-lex.europa.eu/eli/reg/2022/2065/oj', 'https://www.ftc.gov/reports/bringing-dark-patterns-light']));
      expect(finding.details).toMatchObject({ pattern: expect.any(String) as string, bias: expect.any(String) as string });
      for (const element of finding.elements) expect(element.rect, `${finding.id} ${element.selector}`).not.toBeNull();
    }
  });

  it('finds nothing in the clean twin fixed/', () => {
    const all = fixed.report.pages.flatMap((p) => p.findings.map((f) => ({ page: p.url.replace(fixed.origin, ''), f })));
    expect(fixed.report.pages.map((p) => p.url.replace(fixed.origin, '')).sort()).toEqual(['/', '/cart.html', '/checkout.html', '/journal.html', '/product.html']);
    expect(all.filter(({ f }) => failed(f)).map(({ page, f }) => `${page} ${f.id}: ${f.elements.map((e) => e.note ?? e.selector).join(' | ')}`)).toEqual([]);
    expect(all.filter(({ f }) => f.outcome === 'error').map(({ page, f }) => `${page} ${f.id}: ${f.explanation}`)).toEqual([]);
  });

  it('scores the twins in the deceptiveDesign category and writes reports the contract accepts', () => {
    expect(broken.report.scores.deceptiveDesign).toBeLessThan(60);
    expect(fixed.report.scores.deceptiveDesign).toBe(100);
    for (const run of [broken, fixed]) expectReportContract(run.report);
  });
});
