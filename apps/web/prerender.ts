// Build step, after the browser build: every page of the content collection, and the home page,
// rendered to static HTML (the app's own routes, through src/entry-prerender.tsx) with its own
// <title>, description, canonical URL and Open Graph tags, so the page reads before any script
// runs and search engines see it whole. The server answers those paths with these files
// (apps/server/src/plugins/web-app.ts), putting its public origin where ORIGIN_PLACEHOLDER stands.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONTENT_MANIFEST_FILE, type ManifestPage } from './content-plugin.ts';
import { ORIGIN_PLACEHOLDER } from './content-pages.ts';
import { ROUTE_DATA_ELEMENT_ID } from './src/prerender-data.ts';
import type { prerender as Prerender } from './src/entry-prerender.tsx';

export const PRERENDERED_DIR = '.sightline/pages';
export const PRERENDERED_LIST = '.sightline/prerendered.json';

const WEB = fileURLToPath(new URL('./', import.meta.url));
const DIST = join(WEB, 'dist');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside an element: nothing in it may close the element or open a comment. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function headTags(page: { title: string; description: string; canonical: string; type: 'website' | 'article'; published?: string }): string {
  const url = `${ORIGIN_PLACEHOLDER}${page.canonical}`;
  return [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="Sightline" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(page.published ? [`<meta property="article:published_time" content="${page.published}" />`] : []),
  ].join('\n    ');
}

async function main() {
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  const homeTitle = /<title>(.*?)<\/title>/.exec(template)![1]!;
  const homeDescription = /<meta name="description" content="(.*?)"/.exec(template)![1]!;
  const manifest = JSON.parse(readFileSync(join(DIST, CONTENT_MANIFEST_FILE), 'utf8')) as ManifestPage[];
  const { prerender } = (await import(pathToFileURL(join(WEB, '.prerender/entry-prerender.js')).href)) as { prerender: typeof Prerender };

  const pages = [
    { path: '/', canonical: '/', title: homeTitle, fullTitle: homeTitle, description: homeDescription, type: 'website' as const },
    ...manifest.map((page) => ({
      path: page.path,
      canonical: page.canonical,
      title: page.title,
      fullTitle: `${page.title} | Sightline`,
      description: page.description,
      type: page.kind === 'guide' || page.kind === 'article' || page.kind === 'help' ? ('article' as const) : ('website' as const),
      published: page.published,
    })),
  ];

  const written: string[] = [];
  for (const page of pages) {
    const rendered = await prerender(`http://localhost${page.path}`);
    // A content page no route serves (the collaborative-session text is shown at /collaborative-session/{id}) is not a page of its own.
    if (rendered.status === 404) continue;
    if (rendered.status !== 200) throw new Error(`Prerendering ${page.path} answered ${rendered.status}`);
    const html = template
      .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(page.fullTitle)}</title>`)
      .replace(/<meta name="description" content=".*?" \/>/, `<meta name="description" content="${escapeHtml(page.description)}" />\n    ${headTags(page)}`)
      .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${safeJson(rendered.routeData)}</script>`);
    const file = join(DIST, PRERENDERED_DIR, page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push(page.path);
  }
  writeFileSync(join(DIST, PRERENDERED_LIST), `${JSON.stringify(written, null, 1)}\n`);
  console.log(`Prerendered ${written.length} pages into dist/${PRERENDERED_DIR}.`);
}

await main();
