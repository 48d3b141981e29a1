import { describe, expect, it } from 'vitest';
import { rankReason, topFixes } from './findings';
import { labScore } from './lab-score';
import { finding, page, report } from './test-reports';
import type { Category, Finding, PageReport, Report } from './types';

const link = { selector: 'p > a', snippet: '<a>', rect: { x: 616.39, y: 848.19, width: 124.45, height: 20 } };
const otherLink = { selector: 'nav a', snippet: '<a>', rect: { x: 10, y: 10, width: 50, height: 20 } };

describe('topFixes: folding', () => {
  it('folds a check that fails on the same elements for the same WCAG criteria into the higher-ranked one', () => {
    const fixes = topFixes(
      report([
        page('https://a.test/', [
          finding({ id: 'axe-link-in-text-block', title: 'Links must be distinguishable without relying on color', wcag: ['1.4.1'], elements: [{ ...link, selector: '.plain > a' }] }),
          finding({ id: 'link-color-cue', title: 'Links in text are told apart by colour alone', severity: 'critical', wcag: ['1.4.1'], elements: [link] }),
        ]),
      ]),
    );
    expect(fixes).toHaveLength(1);
    expect(fixes[0]).toMatchObject({ finding: { id: 'link-color-cue' }, alsoReportedAs: ['Links must be distinguishable without relying on color'] });
  });

  it('keeps checks apart when their criteria, elements, pages or devices differ', () => {
    const separate = (a: Partial<Finding>, b: Partial<Finding>, pageB = 'https://a.test/') =>
      topFixes(report([page('https://a.test/', [finding({ id: 'a', wcag: ['1.4.1'], elements: [link], ...a })]), page(pageB, [finding({ id: 'b', wcag: ['1.4.1'], elements: [link], ...b })])])).length;
    expect(separate({}, { wcag: ['1.4.3'] })).toBe(2);
    expect(separate({}, { elements: [link, otherLink] })).toBe(2);
    expect(separate({}, { device: 'desktop' })).toBe(2);
    expect(separate({}, {}, 'https://a.test/b')).toBe(2);
    expect(separate({ wcag: [] }, { wcag: [] })).toBe(2);
    expect(separate({}, { elements: [] })).toBe(2);
    expect(separate({}, {})).toBe(1);
  });

  it('folds speed checks about exactly the same resources, and not a check that lists more', () => {
    const speed = (id: string, urls: string[]) => finding({ id, category: 'pageSpeed', details: { items: urls.map((url) => ({ url, savingsBytes: 40_000 })) } });
    const ids = (findings: Finding[]) => topFixes(report([page('https://a.test/', findings)])).map((fix) => [fix.finding.id, ...fix.alsoReportedAs]);
    expect(ids([speed('image-formats', ['https://a.test/hero.jpg']), speed('image-sizing', ['https://a.test/hero.jpg'])])).toEqual([['image-formats', 'image-sizing']]);
    expect(topFixes(report([page('https://a.test/', [speed('image-formats', ['https://a.test/hero.jpg'])])]))[0]!.resources).toEqual([{ url: 'https://a.test/hero.jpg', bytes: 40_000, saving: true }]);
    expect(ids([speed('image-formats', ['https://a.test/hero.jpg']), speed('cache-headers', ['https://a.test/hero.jpg', 'https://a.test/app.js'])])).toHaveLength(2);
  });
});

// The documentation site, in miniature: five pages, every category measured. What failed:
// the whole site is on http (two checks about it), every page has an empty meta description, an
// AAA-only contrast check that axe labels "serious", link names on three pages, a slow main image
// on the sampled page with render-blocking scripts, one hero image in an old format and too large,
// and checks that depend on what the site is for (no call to action on a book's home page).
const PAGES = ['/', '/guide', '/api', '/faq', '/about'].map((path) => `https://docs.test${path}`);

interface Check {
  id: string;
  category: Category;
  weight: number;
  failsOn?: number[];
  severity?: Finding['severity'];
  extra?: Partial<Finding>;
}

const CHECKS: Check[] = [
  { id: 'is-https', category: 'general', weight: 5, failsOn: [0, 1, 2, 3, 4], extra: { title: 'Page is not served over HTTPS' } },
  { id: 'meta-description', category: 'general', weight: 2, failsOn: [0, 1, 2, 3, 4], severity: 'minor', extra: { displayValue: '0 characters' } },
  { id: 'document-title', category: 'general', weight: 3 },
  { id: 'http-status', category: 'general', weight: 5 },
  { id: 'html-lang', category: 'general', weight: 2 },
  { id: 'canonical', category: 'general', weight: 1 },
  { id: 'axe-color-contrast-enhanced', category: 'accessibility', weight: 1, failsOn: [0, 1, 2, 3, 4], extra: { wcag: ['1.4.6'] } },
  { id: 'axe-link-name', category: 'accessibility', weight: 3, failsOn: [0, 2, 4], extra: { wcag: ['2.4.4'] } },
  ...['image-alt', 'color-contrast', 'label', 'button-name', 'list', 'listitem', 'region', 'landmark-one-main', 'heading-order', 'html-has-lang', 'document-title', 'frame-title'].map(
    (rule): Check => ({ id: `axe-${rule}`, category: 'accessibility', weight: 3 }),
  ),
  { id: 'viewport', category: 'usability', weight: 10 },
  { id: 'font-size', category: 'usability', weight: 8 },
  { id: 'tap-targets', category: 'usability', weight: 2, failsOn: [1, 3], severity: 'minor' },
  { id: 'call-to-action', category: 'usability', weight: 4, failsOn: [0], severity: 'moderate', extra: { title: 'No prominent call to action in the first screen' } },
  { id: 'open-graph', category: 'social', weight: 3 },
  { id: 'og-image', category: 'social', weight: 3, failsOn: [0, 1, 2, 3, 4], severity: 'moderate' },
  { id: 'twitter-card', category: 'social', weight: 2, failsOn: [0, 1, 2, 3, 4], severity: 'minor' },
  { id: 'social-profiles', category: 'social', weight: 1, failsOn: [0, 1, 2, 3, 4], severity: 'minor' },
  { id: 'text-contrast-over-images', category: 'uiAnalysis', weight: 5 },
  { id: 'content-under-fixed', category: 'uiAnalysis', weight: 4 },
  { id: 'colour-palette', category: 'uiAnalysis', weight: 1, failsOn: [0, 1, 2, 3, 4], severity: 'minor' },
  { id: 'render-blocking-resources', category: 'pageSpeed', weight: 5, failsOn: [0], extra: { details: { savingsMs: 1200, resources: [{ url: 'https://docs.test/app.js', bytes: 90_000 }] } } },
  { id: 'image-formats', category: 'pageSpeed', weight: 3, failsOn: [0], severity: 'moderate', extra: { details: { items: [{ url: 'https://docs.test/hero.jpg', savingsBytes: 60_000 }] } } },
  { id: 'image-sizing', category: 'pageSpeed', weight: 3, failsOn: [0], severity: 'moderate', extra: { details: { items: [{ url: 'https://docs.test/hero.jpg', savingsBytes: 80_000 }] } } },
  { id: 'text-compression', category: 'pageSpeed', weight: 4 },
];
// The lab metrics, measured on the sampled first page only: a slow Largest Contentful Paint.
const LAB: Array<{ id: string; weight: number; value: number; score: number }> = [
  { id: 'first-contentful-paint', weight: 10, value: 1500, score: 0.94 },
  { id: 'largest-contentful-paint', weight: 25, value: 5200, score: labScore({ p10: 2500, median: 4000 }, 5200) },
  { id: 'total-blocking-time', weight: 30, value: 100, score: 0.98 },
  { id: 'cumulative-layout-shift', weight: 25, value: 0, score: 1 },
  { id: 'speed-index', weight: 10, value: 2000, score: 0.99 },
];

function docsSite(): Report {
  const pages: PageReport[] = PAGES.map((url, index) => {
    const findings = CHECKS.map(({ id, category, failsOn = [], severity = 'serious', extra }) =>
      failsOn.includes(index) ? finding({ id, category, severity, ...extra }) : finding({ id, category, outcome: 'passed', score: 1, ...(extra?.title ? { title: `${extra.title} (passed)` } : {}) }),
    );
    if (index === 0) findings.push(...LAB.map(({ id, value, score }) => finding({ id, category: 'pageSpeed', outcome: score >= 0.9 ? 'passed' : 'failed', score, details: { value } })));
    return page(url, findings);
  });
  const weights = { general: {}, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {} } as Record<Category, Record<string, number>>;
  for (const { id, category, weight } of [...CHECKS, ...LAB.map((metric) => ({ ...metric, category: 'pageSpeed' as const }))]) weights[category][id] = weight;
  weights.general['https-redirect'] = 2;
  return report(pages, [finding({ id: 'https-redirect', category: 'general', title: 'Plain http does not redirect to HTTPS' })], {
    scores: { overall: 60, general: 40, social: 30, usability: 90, accessibility: 80, pageSpeed: 70, uiAnalysis: 60 },
    scoring: {
      formula: '',
      weights,
      categoryWeights: { general: 1, social: 0.5, usability: 1, accessibility: 1, pageSpeed: 1, uiAnalysis: 0.5 },
      labCurves: { 'largest-contentful-paint': { mobile: { p10: 2500, median: 4000 }, desktop: { p10: 1200, median: 2400 } } },
    },
  });
}

/** The standard view of the same report: failed findings only, with the site-wide audit results the analyzer stores. */
function standardView(full: Report): Report {
  const audits: NonNullable<Report['scoring']['audits']> = {};
  for (const item of [...full.pages.flatMap((entry) => entry.findings), ...(full.siteFindings ?? [])]) {
    const audit = (audits[item.id] ??= { category: item.category, weight: full.scoring.weights[item.category]?.[item.id] ?? 1, score: 0, findings: 0 });
    audit.score = (audit.score * audit.findings + (item.score ?? 0)) / (audit.findings + 1);
    audit.findings += 1;
  }
  const failedOnly = (findings: Finding[]) => findings.filter((item) => item.outcome === 'failed');
  return { ...full, scoring: { ...full.scoring, audits }, pages: full.pages.map((entry) => ({ ...entry, findings: failedOnly(entry.findings) })), siteFindings: failedOnly(full.siteFindings ?? []) };
}

describe('topFixes: ranked by impact', () => {
  const ids = (fixes: ReturnType<typeof topFixes>) => fixes.map((fix) => fix.finding.id);

  it('ranks by the overall points a fix would recover, not by the severity label', () => {
    const fixes = topFixes(docsSite());
    expect(ids(fixes)).toEqual([
      'is-https',
      'largest-contentful-paint',
      'og-image',
      'twitter-card',
      'meta-description',
      'render-blocking-resources',
      'axe-link-name',
      'tap-targets',
      'axe-color-contrast-enhanced',
      'image-formats',
    ]);
    // The AAA-only contrast check, "serious" to axe, is worth a tenth of the https fix.
    const aaa = fixes.find((fix) => fix.finding.id === 'axe-color-contrast-enhanced')!;
    expect(aaa.finding.severity).toBe('serious');
    expect(aaa.gain).toBeCloseTo(0.2 * ((100 * 1) / 40), 6);
  });

  it('explains each rank: the category share, the points recovered there and the pages', () => {
    const fixes = topFixes(docsSite(), 20);
    const linkName = fixes.find((fix) => fix.finding.id === 'axe-link-name')!;
    // Accessibility is 1 of 5 category weights; link-name weighs 3 of 40 and fails on 3 of 5 pages.
    expect(linkName).toMatchObject({ pages: 3, parts: [{ category: 'accessibility', share: 0.2 }] });
    expect(linkName.parts[0]!.points).toBeCloseTo((100 * 3 * 0.6) / 40, 6);
    expect(linkName.gain).toBeCloseTo(0.9, 6);
    expect(rankReason(linkName, 5)).toBe('Accessibility 20 % × 4.5 points ≈ 0.9 overall · on 3 of 5 pages');
    const blocking = fixes.find((fix) => fix.finding.id === 'render-blocking-resources')!;
    expect(rankReason(blocking, 5)).toBe('Page speed 20 % × 6.7 points ≈ 1.3 overall · incl. Largest Contentful Paint about 1.2 s sooner · on 1 of 5 pages');
  });

  it('folds the two checks of one https problem into one fix worth both', () => {
    const fixes = topFixes(docsSite(), 20);
    const https = fixes.filter((fix) => fix.finding.id === 'is-https' || fix.finding.id === 'https-redirect');
    expect(https).toHaveLength(1);
    expect(https[0]).toMatchObject({ finding: { id: 'is-https' }, alsoReportedAs: ['Plain http does not redirect to HTTPS'], pages: 5 });
    // General: is-https weighs 5 and https-redirect 2 of 20, both failed everywhere.
    expect(https[0]!.parts).toEqual([{ category: 'general', share: 0.2, points: 35, lcpSavingMs: 0 }]);
  });

  it("counts a speed fix's time saving through Lighthouse's curve for Largest Contentful Paint", () => {
    const blocking = topFixes(docsSite(), 20).find((fix) => fix.finding.id === 'render-blocking-resources')!;
    // Its own weight (5 of 115, failed on 1 of 5 pages) plus LCP from 5.2 s to 4.0 s: 0.23 → 0.5, weight 25.
    const own = (100 * 5 * 0.2) / 115;
    const lcp = (100 * 25 * (0.5 - 0.23)) / 115;
    expect(blocking.parts[0]!.lcpSavingMs).toBe(1200);
    expect(blocking.parts[0]!.points).toBeCloseTo(own + lcp, 6);
    expect(blocking.resources).toEqual([{ url: 'https://docs.test/app.js', bytes: 90_000, saving: false }]);
  });

  it('asks about checks that depend on the kind of site, after every definite failure', () => {
    const fixes = topFixes(docsSite(), 20);
    const questions = fixes.filter((fix) => fix.question !== null);
    expect(ids(questions).sort()).toEqual(['call-to-action', 'colour-palette', 'social-profiles']);
    expect(fixes.slice(-3)).toEqual(questions);
    expect(questions.find((fix) => fix.finding.id === 'call-to-action')!.question).toBe('Should the first screen show visitors what to do next?');
    // Worth more than some definite failures, still after them.
    const palette = questions.find((fix) => fix.finding.id === 'colour-palette')!;
    expect(palette.gain).toBeGreaterThan(fixes.find((fix) => fix.finding.id === 'tap-targets')!.gain);
  });

  it('ranks the standard view, which keeps failed findings only, as the full report', () => {
    const full = topFixes(docsSite(), 20);
    const standard = topFixes(standardView(docsSite()), 20);
    expect(standard.map((fix) => [fix.finding.id, fix.gain.toFixed(6)])).toEqual(full.map((fix) => [fix.finding.id, fix.gain.toFixed(6)]));
  });
});

describe('topFixes: evidence', () => {
  it('shows an element drawn on the annotated screenshot when there is one, with its page and device', () => {
    const plain = { selector: 'img.logo', snippet: '<img class="logo">', rect: null };
    const marked = { selector: 'img.hero', snippet: '<img class="hero">', rect: { x: 0, y: 400, width: 300, height: 200 }, marker: 4 };
    const [fix] = topFixes(report([page('https://a.test/', [finding({ id: 'axe-image-alt', elements: [plain] })]), page('https://a.test/b', [finding({ id: 'axe-image-alt', device: 'desktop', elements: [marked] })])]));
    expect(fix!.element).toEqual({ ...marked, page: 'https://a.test/b', device: 'desktop' });
    expect(fix!.elements).toBe(2);
  });
});

describe('labScore', () => {
  it("gives Lighthouse's own scores (computed with lighthouse/shared/util.js 12.8)", () => {
    const mobile = { p10: 2500, median: 4000 };
    const desktop = { p10: 1200, median: 2400 };
    expect([5200, 4000, 3200, 2000, 6400, 8000].map((value) => labScore(mobile, value))).toEqual([0.23, 0.5, 0.72, 0.97, 0.1, 0.02]);
    expect([3000, 1800].map((value) => labScore(desktop, value))).toEqual([0.33, 0.7]);
  });
});
