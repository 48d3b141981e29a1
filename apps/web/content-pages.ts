// Build step: each entry of the content collection as the data its page renders (breadcrumb, related
// pages with their titles, a hub's list, the checks that link to it), the search index's documents,
// and the site files made from the collection (sitemap.xml, the blog's RSS feed). The origin is not
// known at build time: absolute URLs carry ORIGIN_PLACEHOLDER, which the server replaces.
import type { Category } from '@sightline/shared/report';
import type { ContentEntry } from './content-collection';
import type { ContentPageData, PageLink } from './src/features/content/types';

export const ORIGIN_PLACEHOLDER = '__SIGHTLINE_ORIGIN__';

/** One audit of the analyzer, as its schema/audit-catalogue.json lists it. */
export interface AuditSummary {
  id: string;
  category: Category;
  title: string;
  guide: string | null;
}

/** What links to a guide from inside the product. */
export interface GuideChecks {
  audits: readonly AuditSummary[];
  questionRules: ReadonlyArray<{ id: string; title: string; guide: string }>;
}

const link = (entry: ContentEntry): PageLink => ({
  path: entry.path,
  title: entry.frontMatter.title,
  description: entry.frontMatter.description,
  ...(entry.frontMatter.published ? { date: entry.frontMatter.published } : {}),
});

const byTitle = (a: PageLink, b: PageLink) => a.title.localeCompare(b.title, 'en');
const newestFirst = (a: PageLink, b: PageLink) => (b.date ?? '').localeCompare(a.date ?? '') || byTitle(a, b);

function kindOf(entry: ContentEntry): ContentPageData['kind'] {
  const [top] = entry.file.split('/');
  if (top === 'pages') return 'page';
  if (top === 'blog') return entry.path === '/blog' ? 'blog-index' : 'article';
  if (top === 'help-center') return entry.path === '/help-center' ? 'help-index' : 'help';
  return entry.frontMatter.lists || entry.path === '/guides' ? 'hub' : 'guide';
}

export function pageData(entries: readonly ContentEntry[], checks: GuideChecks): Map<string, ContentPageData> {
  const paths = new Map(entries.flatMap((entry) => [entry.path, ...entry.aliases].map((path) => [path, entry] as const)));
  const hubOf = new Map(entries.filter((entry) => entry.frontMatter.lists).map((hub) => [hub.frontMatter.lists!, hub]));
  const top = (name: string) => paths.get(`/${name}`);

  const pages = new Map<string, ContentPageData>();
  for (const entry of entries) {
    const fm = entry.frontMatter;
    const depth = entry.file.split('/').length;
    const [folder] = entry.file.split('/');
    const kind = kindOf(entry);

    let children: PageLink[] = [];
    if (fm.lists) children = entries.filter((other) => other.file.split('/').length === 3 && other.frontMatter.section === fm.lists).map(link).sort(byTitle);
    else if (entry.path === '/guides') children = entries.filter((other) => other.file.startsWith('guides/') && other.file.split('/').length === 2 && other !== entry).map(link).sort(byTitle);
    else if (kind === 'blog-index') children = entries.filter((other) => kindOf(other) === 'article').map(link).sort(newestFirst);
    else if (kind === 'help-index') children = entries.filter((other) => kindOf(other) === 'help').map(link).sort(byTitle);

    // A crumb is the page's title up to its colon ("UX research methods: choosing…" → "UX research methods").
    const crumb = (page: ContentEntry): PageLink => ({ ...link(page), title: page.frontMatter.title.split(':')[0]!.trim() });
    const breadcrumb: PageLink[] = [];
    if (folder !== 'pages' && entry.path !== `/${folder}`) {
      const home = top(folder!);
      if (home) breadcrumb.push(crumb(home));
      const hub = depth === 3 ? hubOf.get(fm.section) : undefined;
      if (hub && hub !== entry) breadcrumb.push(crumb(hub));
    }

    const own = new Set([entry.path, ...entry.aliases]);
    const audits = checks.audits.filter((audit) => (audit.guide && own.has(audit.guide)) || fm.audits?.includes(audit.id)).map(({ id, title, category }) => ({ id, title, category }));
    const questionChecks = checks.questionRules.filter((rule) => own.has(rule.guide)).map(({ id, title }) => ({ id, title }));

    pages.set(entry.path, {
      kind,
      path: entry.path,
      title: fm.title,
      description: fm.description,
      section: fm.section,
      updated: fm.updated,
      ...(fm.published ? { published: fm.published } : {}),
      ...(fm.author ? { author: fm.author } : {}),
      legal: fm.legal ?? false,
      ...(fm.form ? { form: fm.form } : {}),
      ...(fm.widget ? { widget: fm.widget } : {}),
      html: entry.html,
      toc: entry.toc,
      words: entry.words,
      sources: fm.sources ?? [],
      related: (fm.related ?? []).flatMap((path) => {
        const other = paths.get(path);
        return other ? [{ ...link(other), path }] : [];
      }),
      children,
      breadcrumb,
      audits,
      questionChecks,
    });
  }
  return pages;
}

/** What the in-browser search indexes: the words a reader would type, not whole bodies. */
export function searchDocuments(entries: readonly ContentEntry[]) {
  return entries
    .filter((entry) => !entry.file.startsWith('pages/'))
    .map((entry, id) => ({
      id,
      path: entry.path,
      title: entry.frontMatter.title,
      description: entry.frontMatter.description,
      headings: entry.headings.join(' · '),
      section: entry.frontMatter.section,
    }));
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page a search engine should know: the collection's canonical paths and the app's public tools. */
export function sitemap(entries: readonly ContentEntry[], appPaths: readonly string[]): string {
  const urls = [
    ...appPaths.map((path) => `  <url><loc>${ORIGIN_PLACEHOLDER}${xml(path)}</loc></url>`),
    ...entries.map((entry) => `  <url><loc>${ORIGIN_PLACEHOLDER}${xml(entry.path)}</loc><lastmod>${entry.frontMatter.updated}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** RSS 2.0 for the blog, newest first. */
export function blogFeed(entries: readonly ContentEntry[]): string {
  const articles = entries.filter((entry) => kindOf(entry) === 'article').sort((a, b) => (b.frontMatter.published ?? '').localeCompare(a.frontMatter.published ?? ''));
  const items = articles.map(
    (entry) => `    <item>
      <title>${xml(entry.frontMatter.title)}</title>
      <link>${ORIGIN_PLACEHOLDER}${entry.path}</link>
      <guid isPermaLink="true">${ORIGIN_PLACEHOLDER}${entry.path}</guid>
      <pubDate>${new Date(`${entry.frontMatter.published ?? entry.frontMatter.updated}T09:00:00Z`).toUTCString()}</pubDate>
      <description>${xml(entry.frontMatter.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Sightline blog</title>
    <link>${ORIGIN_PLACEHOLDER}/blog</link>
    <atom:link href="${ORIGIN_PLACEHOLDER}/blog/rss.xml" rel="self" type="application/rss+xml" />
    <description>Articles on UX research, accessibility, performance and honest design from the Sightline team.</description>
    <language>en</language>
${items.join('\n')}
  </channel>
</rss>
`;
}
