// Build step, after the browser build: home and every page of the content collection rendered to
// static HTML (the app's own routes, through src/entry-server.tsx) with its own <title>,
// description, canonical URL and Open Graph tags, so the page reads before any script runs and
// search engines see it whole. Guides, articles and help pages load only the content script
// (src/content-runtime); marketing pages hydrate the app with the route data they were rendered
// with. Home carries its route data too, but loads the home script (src/home-runtime), which starts
// the app when a visitor shows up and holds back what they do until it is there. The server answers
// those paths with these files (apps/server/src/plugins/web-app.ts), putting its public origin where
// ORIGIN_PLACEHOLDER stands. And the page each route the server renders on request is put in
// (src/server-rendered-routes.ts): it starts the app once painted, the app's and the route's code preloaded.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { jsonInHtml } from '@sightline/shared';
import { CONTENT_MANIFEST_FILE, type ManifestPage } from './content-plugin.ts';
import { ORIGIN_PLACEHOLDER } from './content-pages.ts';
import { CONTENT_STRINGS } from './src/features/content/strings.ts';
import { APP_PRELOADS_ELEMENT_ID, ROUTE_DATA_ELEMENT_ID } from './src/prerender-data.ts';
import type { renderPage as RenderPage } from './src/entry-server.tsx';
import { SERVER_RENDERED_ROUTES } from './src/server-rendered-routes.ts';

export const PRERENDERED_DIR = '.sightline/pages';
export const PRERENDERED_LIST = '.sightline/prerendered.json';
/** The page a path under /guides, /blog or /help-center without a page answers, with status 404. */
export const CONTENT_NOT_FOUND_FILE = '.sightline/content-not-found.html';
/** The routes the server renders on request, each with the page it puts the HTML in (apps/server/src/plugins/server-rendered.ts). */
export const SERVER_RENDERED_FILE = '.sightline/server-rendered.json';
export const SERVER_ENTRY = '.sightline/server/entry-server.js';

/** Pages that are documents of their own, with the content script instead of the app (src/content-runtime). */
const DOCUMENT_KINDS = new Set<ManifestPage['kind']>(['guide', 'hub', 'article', 'blog-index', 'help', 'help-index']);
const CONTENT_ENTRY = 'src/content-runtime/main.ts';
const HOME_ENTRY = 'src/home-runtime/main.ts';
const PAINT_FIRST_ENTRY = 'src/paint-first/main.ts';

interface ViteManifestChunk {
  file: string;
  imports?: string[];
}

/** What loading `name` imports at once (its static imports, theirs, and so on). */
function staticImports(manifest: Record<string, ViteManifestChunk>, name: string): Set<string> {
  const imports = new Set<string>();
  const visit = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (imports.has(imported)) continue;
      imports.add(imported);
      visit(imported);
    }
  };
  visit(name);
  return imports;
}

/** A page's scripts when it loads `entryName` instead of the app: that entry and the chunks it imports at once. */
function entryScripts(manifest: Record<string, ViteManifestChunk>, entryName: string): string {
  const entry = manifest[entryName];
  if (!entry) throw new Error(`The build has no ${entryName} (vite.config.ts lists it as an input)`);
  const imports = staticImports(manifest, entryName);
  return [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...[...imports].map((name) => `<link rel="modulepreload" crossorigin href="/${manifest[name]!.file}">`),
  ].join('\n    ');
}

/** The template with the app's script and its preloads replaced by `scripts`. */
function withScripts(template: string, scripts: string): string {
  const withoutApp = template.replace(/\s*<script type="module"[^>]*><\/script>/g, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return withoutApp.replace('</head>', `    ${scripts}\n  </head>`);
}

const WEB = fileURLToPath(new URL('./', import.meta.url));
const DIST = join(WEB, 'dist');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
  const manifest = JSON.parse(readFileSync(join(DIST, CONTENT_MANIFEST_FILE), 'utf8')) as ManifestPage[];
  const { renderPage: prerender } = (await import(pathToFileURL(join(DIST, SERVER_ENTRY)).href)) as { renderPage: typeof RenderPage };

  const pages = manifest.map((page) => ({
    path: page.path,
    canonical: page.canonical,
    title: page.title,
    fullTitle: `${page.title} | Sightline`,
    description: page.description,
    type: page.kind === 'guide' || page.kind === 'article' || page.kind === 'help' ? ('article' as const) : ('website' as const),
    published: page.published,
    document: DOCUMENT_KINDS.has(page.kind),
  }));

  const viteManifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestChunk>;
  const documentTemplate = withScripts(template, entryScripts(viteManifest, CONTENT_ENTRY));
  const homeTemplate = withScripts(template, entryScripts(viteManifest, HOME_ENTRY));

  const written: string[] = [];
  const write = (path: string, html: string) => {
    const file = join(DIST, PRERENDERED_DIR, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push(path);
  };

  // Home keeps the template's title and description, which are the app's for it.
  const home = await prerender('http://localhost/');
  if (home.status !== 200) throw new Error(`Prerendering / answered ${home.status}`);
  const homeDescription = /<meta name="description" content="(.*?)" \/>/.exec(template)?.[1];
  const homeTitle = /<title>(.*?)<\/title>/.exec(template)?.[1];
  if (!homeDescription || !homeTitle) throw new Error('index.html has no <title> or description');
  write(
    '/',
    homeTemplate
      .replace(/<meta name="description" content=".*?" \/>/, (tag) => `${tag}\n    ${headTags({ title: homeTitle, description: homeDescription, canonical: '/', type: 'website' })}`)
      .replace('<div id="root"></div>', `<div id="root">${home.html}</div>\n    <script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${jsonInHtml(home.routeData)}</script>`),
  );

  for (const page of pages) {
    const rendered = await prerender(`http://localhost${page.path}`);
    // A content page no route serves (the collaborative-session text is shown at /collaborative-session/{id}) is not a page of its own.
    if (rendered.status === 404) continue;
    if (rendered.status !== 200) throw new Error(`Prerendering ${page.path} answered ${rendered.status}`);
    // Guides, articles and help pages need no app; marketing pages hydrate it with their route data.
    const html = (page.document ? documentTemplate : template)
      .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(page.fullTitle)}</title>`)
      .replace(/<meta name="description" content=".*?" \/>/, `<meta name="description" content="${escapeHtml(page.description)}" />\n    ${headTags(page)}`)
      .replace(
        '<div id="root"></div>',
        page.document ? `<div id="root">${rendered.html}</div>` : `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${jsonInHtml(rendered.routeData)}</script>`,
      );
    write(page.path, html);
  }
  writeFileSync(join(DIST, PRERENDERED_LIST), `${JSON.stringify(written, null, 1)}\n`);

  const missing = await prerender('http://localhost/guides/no-such-page');
  if (missing.status !== 404) throw new Error(`A missing guide answered ${missing.status} when prerendered, not 404`);
  writeFileSync(
    join(DIST, CONTENT_NOT_FOUND_FILE),
    documentTemplate
      .replace(/<title>.*?<\/title>/, `<meta name="robots" content="noindex" />\n    <title>${CONTENT_STRINGS.notFoundTitle} | Sightline</title>`)
      .replace('<div id="root"></div>', `<div id="root">${missing.html}</div>`),
  );
  // The page a route rendered on request goes into: its first script starts the app once the page
  // has been painted (src/paint-first), and then preloads the app's files and the route's, listed
  // in an inert template, all at once. The route data takes the root's place.
  const appScripts = [...template.matchAll(/<script type="module" crossorigin src="\/([^"]+)"><\/script>/g)].map((match) => match[1]!);
  const paintFirstTemplate = withScripts(template, entryScripts(viteManifest, PAINT_FIRST_ENTRY));
  const paintFirstImports = new Set([...staticImports(viteManifest, PAINT_FIRST_ENTRY)].map((name) => viteManifest[name]!.file));
  const serverRendered = SERVER_RENDERED_ROUTES.map((route) => {
    const chunk = viteManifest[route.module];
    if (!chunk) throw new Error(`The build has no chunk for ${route.module} (src/server-rendered-routes.ts)`);
    // The page's own script loads what it imports itself.
    const files = new Set([...appScripts, chunk.file, ...[...staticImports(viteManifest, route.module)].map((name) => viteManifest[name]!.file)].filter((file) => !paintFirstImports.has(file)));
    const preloads = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    return { path: route.path, template: paintFirstTemplate.replace('</head>', `    <template id="${APP_PRELOADS_ELEMENT_ID}">${preloads}</template>\n  </head>`) };
  });
  writeFileSync(join(DIST, SERVER_RENDERED_FILE), `${JSON.stringify(serverRendered, null, 1)}\n`);
  console.log(`Prerendered home and ${written.length - 1} pages into dist/${PRERENDERED_DIR}, and the page of a missing guide.`);
}

await main();
