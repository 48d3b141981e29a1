// Build step: the content collection (content/**/*.md at the repository's root) read, checked and
// rendered. The web build (content-plugin.ts) turns it into page modules, the prerendered HTML, the
// search index, sitemap.xml and the blog's feed; the content test (test/content.test.ts) reads the
// same entries and checks them. Where a file lives is its URL (content/README.md).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { frontMatterProblems, type FrontMatter } from '@sightline/shared/content';

export const CONTENT_ROOT = fileURLToPath(new URL('../../content/', import.meta.url));

/** Top folders of the collection and the path each one's pages live under. */
const TOP_FOLDERS: Record<string, string> = { guides: '/guides', blog: '/blog', 'help-center': '/help-center', pages: '' };

/** Law pages are also reached as /guides/ux-laws/<slug> (spec §2); their canonical URL stays /guides/laws/<slug>. */
const SECTION_ALIASES: Record<string, (slug: string) => string> = { laws: (slug) => `/guides/ux-laws/${slug}` };

export interface TocEntry {
  id: string;
  text: string;
}

export interface ContentEntry {
  /** The canonical path. */
  path: string;
  /** The file, relative to the collection (`guides/laws/fitts-law.md`). */
  file: string;
  frontMatter: FrontMatter;
  /** Other paths that show this page. */
  aliases: string[];
  html: string;
  toc: TocEntry[];
  /** Words of running text (code blocks left out). */
  words: number;
  /** Each paragraph's text, for the test that no paragraph appears on two pages. */
  paragraphs: string[];
  /** Every site-internal link of the body (`/guides/…`), without fragment or query. */
  links: string[];
  /** The `##` and `###` headings' text, for search. */
  headings: string[];
}

export interface ContentCollection {
  entries: ContentEntry[];
  /** A sentence per problem, each naming its file; the build fails when there is any. */
  problems: string[];
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = join(dir, item.name);
    if (item.isDirectory()) return markdownFiles(full);
    return item.name.endsWith('.md') && item.name !== 'README.md' ? [full] : [];
  });
}

/** `guides/laws/fitts-law.md` → `/guides/laws/fitts-law`, with the section its front matter must name. */
function locate(file: string): { path: string; section: string; slug: string } | null {
  const parts = file.replace(/\.md$/, '').split('/');
  const base = TOP_FOLDERS[parts[0]!];
  if (base === undefined || parts.length > 3 || parts.length < 2) return null;
  const slug = parts.at(-1)!;
  if (parts.length === 3) return { path: `${base}/${parts[1]}/${slug}`, section: parts[1]!, slug };
  if (slug === 'index') return base ? { path: base, section: parts[0]!, slug: parts[0]! } : null;
  return { path: `${base}/${slug}`, section: parts[0]!, slug };
}

/** Tables scroll sideways inside a focusable region on a narrow screen, instead of widening the page. */
function wrapTables(tree: Root) {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'table' || !parent || index === undefined) return;
    const columns: string[] = [];
    visit(node, 'element', (cell: Element) => {
      if (cell.tagName === 'th') columns.push(toString(cell).trim());
    });
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: `Table: ${columns.join(', ').slice(0, 80) || 'data'}` },
      children: [node],
    };
    return 'skip';
  });
}

/** Links to other sites leave with no opener; links inside the site are recorded for the link check. */
function markLinks(tree: Root, links: string[]) {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    const href = node.properties.href;
    if (href.startsWith('/')) links.push(href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1'));
    else if (/^https?:/.test(href)) node.properties.rel = ['noopener', 'noreferrer'];
  });
}

interface Collected {
  links: string[];
  toc: TocEntry[];
  headings: string[];
  paragraphs: string[];
  words: number;
}

/** What the page test and the page template need from a rendered body, gathered while it renders. */
function collect(tree: Root): Collected {
  const collected: Collected = { links: [], toc: [], headings: [], paragraphs: [], words: 0 };
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'h2') collected.toc.push({ id: String(node.properties.id), text: toString(node) });
    if (node.tagName === 'h2' || node.tagName === 'h3') collected.headings.push(toString(node));
    if (node.tagName === 'p') collected.paragraphs.push(toString(node).replace(/\s+/g, ' ').trim());
    if (node.tagName === 'pre') return 'skip';
    if (node.tagName === 'p' || node.tagName === 'li' || /^h[2-6]$/.test(node.tagName) || node.tagName === 'td' || node.tagName === 'th') {
      collected.words += toString(node).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      return 'skip';
    }
    return undefined;
  });
  markLinks(tree, collected.links);
  wrapTables(tree);
  return collected;
}

/** One processor for every page (building it per page costs more than rendering): Markdown with GFM tables → HTML with heading ids. */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(() => (tree: Root, file) => {
    file.data.collected = collect(tree);
  })
  .use(rehypeStringify)
  .freeze();

type Rendered = Collected & { html: string };

const render = (body: string): Rendered => {
  const file = processor.processSync(body);
  return { html: String(file), ...(file.data.collected as Collected) };
};

/**
 * Rendering the whole collection takes seconds and the build does it twice (the browser's build and
 * the prerender build), so rendered bodies are kept on disk, keyed by the body and this file's own
 * source (a change to the rendering renders everything again).
 */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/sightline-content/', import.meta.url));
const RENDERER = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex');

function renderCache(root: string) {
  const file = join(CACHE_DIR, `${createHash('sha256').update(root).digest('hex').slice(0, 16)}.json`);
  let stored: Record<string, Rendered> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Rendered>;
  } catch {
    // No cache yet, or an unreadable one: everything is rendered.
  }
  const used: Record<string, Rendered> = {};
  let rendered = 0;
  return {
    render(body: string): Rendered {
      const key = createHash('sha256').update(RENDERER).update(body).digest('hex');
      used[key] = stored[key] ?? render(body);
      if (!stored[key]) rendered += 1;
      return used[key];
    },
    save() {
      if (rendered === 0 && Object.keys(used).length === Object.keys(stored).length) return;
      mkdirSync(CACHE_DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(used));
    },
  };
}

/** Reads, checks and renders every page of the collection. */
export function loadContent(root = CONTENT_ROOT): ContentCollection {
  const problems: string[] = [];
  const entries: ContentEntry[] = [];
  const cache = renderCache(root);
  for (const full of markdownFiles(root).sort()) {
    const file = relative(root, full).split(sep).join('/');
    const where = locate(file);
    if (!where) {
      problems.push(`${file}: not a place for a page (see content/README.md)`);
      continue;
    }
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(readFileSync(full, 'utf8'));
    if (!match) {
      problems.push(`${file}: no front matter (a --- block at the top)`);
      continue;
    }
    let data: unknown;
    try {
      data = parseYaml(match[1]!);
    } catch (error) {
      problems.push(`${file}: front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const invalid = frontMatterProblems(data);
    if (invalid.length) {
      problems.push(...invalid.map((problem) => `${file}: ${problem}`));
      continue;
    }
    const frontMatter = data as FrontMatter;
    if (frontMatter.section !== where.section) problems.push(`${file}: section is "${frontMatter.section}", its folder says "${where.section}"`);
    if (frontMatter.slug !== where.slug && !(file.endsWith('/index.md') && frontMatter.slug === 'index')) problems.push(`${file}: slug is "${frontMatter.slug}", its file name says "${where.slug}"`);
    const sectionAlias = file.split('/').length === 3 ? SECTION_ALIASES[where.section] : undefined;
    const aliases = [...(frontMatter.aliases ?? []), ...(sectionAlias ? [sectionAlias(where.slug)] : [])];
    entries.push({ path: where.path || '/', file, frontMatter, aliases, ...cache.render(match[2]!) });
  }
  cache.save();
  const paths = new Map<string, string>();
  for (const entry of entries) {
    for (const path of [entry.path, ...entry.aliases]) {
      const other = paths.get(path);
      if (other) problems.push(`${entry.file}: ${path} is also the path of ${other}`);
      paths.set(path, entry.file);
    }
  }
  return { entries, problems };
}

/** Path → entry, aliases included. */
export function byPath(entries: readonly ContentEntry[]): Map<string, ContentEntry> {
  return new Map(entries.flatMap((entry) => [entry.path, ...entry.aliases].map((path) => [path, entry] as const)));
}
