// The content collection's quality bar (content/README.md): every route of the spec's screens and
// routes exists, every guide a finding or a question check links to exists, every internal link
// resolves, and the pages meet their word counts, cite their sources and repeat no paragraph.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIAS_RULES } from '@sightline/shared/research/bias';
import { byPath, loadContent, type ContentEntry } from '../content-collection';
import { readRoutePatterns } from '../route-patterns';

const WEB_ROOT = fileURLToPath(new URL('../', import.meta.url));
const collection = loadContent();
const entries = collection.entries;
const pages = byPath(entries);

/** Spec §2's routes, parameters filled with an example. Guides and blog hubs with "about N" pages are counted below. */
const SPEC_ROUTES = [
  '/', '/products', '/why-sightline', '/features', '/pricing', '/how-it-works', '/agents', '/agent-mode-demo', '/customer-journey-demo', '/case-studies', '/enterprise', '/waitlist',
  '/industry-benchmarks', '/about-us', '/careers', '/community', '/customers', '/partners', '/apply-now', '/schedule-call', '/contact-us', '/help-center', '/widget-demo',
  '/sample-report', '/card-decks', '/api-documentation', '/api-tests', '/privacy-policy', '/privacy-settings', '/terms-of-service', '/cookie-policy', '/disclaimer', '/data-protection',
  '/checkout', '/subscribe', '/payment-success', '/payment-failure', '/survey/s-1', '/idea-validation', '/idea-validation/i-1', '/idea-validation/i-1/survey-results',
  '/bias-detection', '/bias-detection/b-1', '/collaborative-session/c-1', '/detailed-report', '/detailed-report/a-1', '/standard-report', '/standard-report/a-1',
  '/standard-report/syn-1/tok-1', '/standard-report-whitelabel', '/comprehensive-report/a-1', '/comprehensive-report/syn-1/tok-1', '/comprehensive-report-whitelabel/a-1',
  '/comprehensive-report-whitelabel/syn-1/tok-1', '/blog', '/guides', '/guides/ecommerce-ux-guidelines', '/guides/ux-research-methods', '/guides/research-methods',
  '/guides/cognitive-load', '/guides/behavioral-metrics', '/guides/decision-science', '/guides/ab-testing', '/guides/cognitive-biases', '/guides/ux-laws', '/guides/ux-laws-principles',
  '/guides/thinking-hats', '/guides/six-thinking-hats', '/guides/what-motivates-humans', '/guides/how-humans-think', '/guides/how-humans-decide',
  '/guides/how-humans-remember-attention', '/guides/how-humans-see', '/guides/ux-psychology-laws',
];
/** Paths of spec §2 that are pages of the collection (the rest are screens of the app). */
const CONTENT_SPEC_PATHS = SPEC_ROUTES.filter((path) => path.startsWith('/guides') || path.startsWith('/blog') || pages.has(path));

const SPEC_BLOG_ARTICLES = [
  'ux-roi-calculation', 'data-driven-design', 'ai-in-ux-research', 'essential-ux-metrics', 'automated-ux-audits', 'mobile-ux-patterns', 'accessibility-guidelines', 'chatbot-ux-best-practices',
  'ecommerce-checkout-optimization', 'storytelling-in-ux', 'dark-mode-design', 'ux-for-saas', 'micro-interactions', 'b2b-ux-challenges', 'ai-driven-customer-discovery', 'ai-generated-uis',
];
const SPEC_HELP_GUIDES = [
  'platform-overview', 'getting-started-platform', 'understanding-analysis-types', 'ux-scoring-methodology', 'reading-interpreting-reports', 'implementing-ux-recommendations',
  'industry-benchmarking-guide', 'advanced-platform-features', 'team-collaboration-sharing', 'performance-optimization-strategies', 'continuous-monitoring', 'accessibility-compliance',
  'sightline-introduction', 'creating-account', 'understanding-dashboard', 'audit-types', 'website-audit-setup', 'navigation-analysis', 'content-readability', 'form-optimization',
  'mobile-audit-setup', 'chatbot-audit-setup', 'ai-agent-setup', 'interpreting-results',
];
/** Spec §2's "about N" series, with the least we accept for "about". */
const SERIES: Array<[prefix: string, atLeast: number]> = [
  ['/guides/biases/', 45], ['/guides/models/', 18], ['/guides/methods/', 32], ['/guides/laws/', 18], ['/guides/hats/', 22], ['/guides/behavioral-metrics/', 12],
  ['/guides/decision-science/', 3], ['/guides/motivations/', 3], ['/guides/ux-laws/', 18],
];

const kind = (entry: ContentEntry) => {
  const [top] = entry.file.split('/');
  if (top === 'pages') return 'page';
  if (entry.file.endsWith('/index.md')) return 'index';
  return top === 'blog' ? 'article' : 'guide';
};
const depth3 = (entry: ContentEntry, section: string) => entry.file.split('/').length === 3 && entry.frontMatter.section === section;

let appPatterns: string[] = [];
beforeAll(async () => {
  appPatterns = (await readRoutePatterns(WEB_ROOT)).filter((pattern) => pattern !== '*');
});
const isAppRoute = (path: string) => appPatterns.some((pattern) => matchPath({ path: pattern, end: true }, path));
const resolves = (path: string) => pages.has(path) || (isAppRoute(path) && !/^\/(guides|blog|help-center)(\/|$)/.test(path));

describe('the content collection', () => {
  it('reads without a problem: front matter valid, files where their section says', () => {
    expect(collection.problems).toEqual([]);
    expect(entries.length).toBeGreaterThan(300);
  });

  it('has a page, served by a route, for every path of spec §2', () => {
    const missing = SPEC_ROUTES.filter((path) => !isAppRoute(path));
    expect(missing, 'no route').toEqual([]);
    expect(CONTENT_SPEC_PATHS.filter((path) => !pages.has(path)), 'no page').toEqual([]);
    expect(SPEC_BLOG_ARTICLES.filter((slug) => !pages.has(`/blog/${slug}`))).toEqual([]);
    expect(entries.filter((entry) => kind(entry) === 'article').length).toBeGreaterThanOrEqual(20);
    expect(SPEC_HELP_GUIDES.filter((slug) => !pages.has(`/help-center/${slug}`))).toEqual([]);
    for (const [prefix, atLeast] of SERIES) expect([...pages.keys()].filter((path) => path.startsWith(prefix)).length, prefix).toBeGreaterThanOrEqual(atLeast);
  });

  it('has the guide every audit and every question-bias rule links to', () => {
    const catalogue = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@sightline/analyzer/audit-catalogue.json'), 'utf8')) as Array<{ id: string; guide: string | null }>;
    const linked = new Set([...catalogue.map((audit) => audit.guide), ...Object.values(BIAS_RULES).map((rule) => rule.guide)].filter((guide): guide is string => guide !== null));
    expect(linked.size).toBeGreaterThan(60);
    expect([...linked].filter((guide) => !pages.has(guide))).toEqual([]);
  });

  it('links only to pages that exist', () => {
    const broken = entries.flatMap((entry) => [...entry.links, ...(entry.frontMatter.related ?? [])].filter((path) => !resolves(path)).map((path) => `${entry.file} → ${path}`));
    expect(broken).toEqual([]);
  });

  it('meets the word counts: guides and help pages 500, blog articles 1,000', () => {
    const short = entries.flatMap((entry) => {
      const least = { guide: 500, article: 1000, index: 150, page: 0 }[kind(entry)];
      return entry.words < least ? [`${entry.file}: ${entry.words} words (at least ${least})`] : [];
    });
    expect(short).toEqual([]);
    // The closing note reports these.
    const total = entries.reduce((sum, entry) => sum + entry.words, 0);
    console.log(`content: ${entries.length} pages, ${total} words`);
  });

  it('cites at least two named sources on every guide and article', () => {
    expect(entries.filter((entry) => kind(entry) !== 'page' && entry.frontMatter.sources.length < 2).map((entry) => entry.file)).toEqual([]);
  });

  it('gives every page its own title and description', () => {
    const repeated = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(repeated(entries.map((entry) => entry.frontMatter.title))).toEqual([]);
    expect(repeated(entries.map((entry) => entry.frontMatter.description))).toEqual([]);
  });

  it('repeats no paragraph on two pages', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const entry of entries) {
      for (const paragraph of new Set(entry.paragraphs.filter((text) => text.length >= 60))) {
        const other = seen.get(paragraph);
        if (other) repeated.push(`${entry.file} and ${other}: "${paragraph.slice(0, 70)}…"`);
        else seen.set(paragraph, entry.file);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('gives each bias an example on a real kind of page and a design answer, and each method its when, how many, steps and pitfalls', () => {
    const lacking = (section: string, needs: string[][]) =>
      entries
        .filter((entry) => depth3(entry, section))
        .flatMap((entry) => needs.filter((any) => !entry.headings.some((heading) => any.some((word) => heading.toLowerCase().includes(word)))).map((any) => `${entry.file}: no heading with "${any[0]}"`));
    expect(lacking('biases', [['example'], ['design']])).toEqual([]);
    expect(lacking('methods', [['when to use'], ['sample size', 'how many'], ['steps'], ['pitfalls']])).toEqual([]);
  });
});

describe('reading a collection', () => {
  const root = mkdtempSync(join(tmpdir(), 'sightline-content-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const frontMatter = (fields: Record<string, unknown>) =>
    `---\n${Object.entries({ updated: '2026-11-26', sources: [{ title: 'A book', author: 'An Author', year: 2001 }, { title: 'A paper', author: 'Other Author', year: 1999 }], ...fields })
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')}\n---\n`;
  const description = 'A description long enough to pass the schema, which asks for seventy characters at least.';
  beforeAll(() => {
    write('guides/laws/good-law.md', `${frontMatter({ title: 'A good law', description, slug: 'good-law', section: 'laws' })}\nLead.\n\n## Part\n\nSee [it](/guides/laws/other).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n`);
    write('guides/laws/wrong-section.md', frontMatter({ title: 'Wrong section', description, slug: 'wrong-section', section: 'biases' }));
    write('guides/laws/no-sources.md', frontMatter({ title: 'No sources', description, slug: 'no-sources', section: 'laws', sources: [] }));
    write('guides/laws/bad-yaml.md', '---\ntitle: [unclosed\n---\n');
    write('guides/laws/no-front-matter.md', 'Just text.');
    write('guides/a/b/too-deep.md', frontMatter({ title: 'Too deep', description, slug: 'too-deep', section: 'b' }));
    write('blog/clash.md', frontMatter({ title: 'Clash', description, slug: 'clash', section: 'blog', aliases: ['/guides/ux-laws/good-law'] }));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders a valid page with its table of contents, links and a scrollable table, and names every problem with its file', () => {
    const { entries: read, problems } = loadContent(root);
    const good = read.find((entry) => entry.path === '/guides/laws/good-law')!;
    expect(good.aliases).toEqual(['/guides/ux-laws/good-law']);
    expect(good.toc).toEqual([{ id: 'part', text: 'Part' }]);
    expect(good.links).toEqual(['/guides/laws/other']);
    expect(good.html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table: a');
    expect(problems).toEqual(
      expect.arrayContaining([
        'guides/laws/wrong-section.md: section is "biases", its folder says "laws"',
        expect.stringMatching(/^guides\/laws\/no-sources\.md: \/sources: /),
        expect.stringMatching(/^guides\/laws\/bad-yaml\.md: front matter is not valid YAML/),
        'guides/laws/no-front-matter.md: no front matter (a --- block at the top)',
        'guides/a/b/too-deep.md: not a place for a page (see content/README.md)',
        'guides/laws/good-law.md: /guides/ux-laws/good-law is also the path of blog/clash.md',
      ]),
    );
  });
});
