// Build step: the content collection (content/**/*.md) as modules of the app. `virtual:content` maps
// every page path to its own lazily loaded module (`virtual:content/page/…`), `virtual:content/search`
// is the search index, loaded when a reader first searches; `virtual:content/card-decks` is the card
// decks made from the guides (/card-decks, its print sheets, a session's card draw). The build also
// writes, for the server and the prerender step, the list of pages with their head tags, sitemap.xml
// and the blog's feed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type { ContentEntry } from './content-collection.ts';
import { ORIGIN_PLACEHOLDER } from './content-pages.ts';
import type * as ContentBuild from './content-build.ts';
import type { CardDeck } from './src/features/card-decks/types';
import type { ContentPageData } from './src/features/content/types';

/** The content root, as content-collection.ts has it (the config cannot import that module itself). */
const CONTENT_ROOT = fileURLToPath(new URL('../../content/', import.meta.url));

const INDEX_ID = 'virtual:content';
const PAGE_PREFIX = 'virtual:content/page';
const SEARCH_ID = 'virtual:content/search';
const DECKS_ID = 'virtual:content/card-decks';

/** What the search index is built with; the browser loads it with the same options. */
export const SEARCH_OPTIONS = { fields: ['title', 'description', 'headings'], storeFields: ['path', 'title', 'description', 'section'] };

/** Written into the build for the prerender step and the server (apps/server/src/plugins/web-app.ts). */
export const CONTENT_MANIFEST_FILE = '.sightline/content-pages.json';
export const SITEMAP_FILE = '.sightline/sitemap.xml';
export const FEED_FILE = '.sightline/rss.xml';
export const ROBOTS_FILE = '.sightline/robots.txt';
/** robots.txt as written; the build adds the sitemap's address, which must be absolute. */
const ROBOTS_SOURCE = fileURLToPath(new URL('./robots.txt', import.meta.url));

/** Public pages of the app that are not content, for the sitemap. */
const APP_PUBLIC_PATHS = ['/', '/pricing', '/idea-validation', '/bias-detection', '/widget-demo', '/privacy-settings'];

export interface ManifestPage {
  path: string;
  canonical: string;
  title: string;
  description: string;
  kind: ContentPageData['kind'];
  published?: string;
}

/** content-build.ts and what it imports (the workspace packages' TypeScript), loaded fresh. */
async function contentBuild(root: string): Promise<typeof ContentBuild> {
  const { module } = await runnerImport<typeof ContentBuild>(fileURLToPath(new URL('./content-build.ts', import.meta.url)), { root, configFile: false, logLevel: 'error' });
  return module;
}

export function contentPlugin(): Plugin {
  let root = '';
  let entries: ContentEntry[] = [];
  let pages = new Map<string, ContentPageData>();
  let decks: CardDeck[] = [];
  let build: typeof ContentBuild;

  async function load(strict: boolean, server?: ViteDevServer) {
    build = await contentBuild(root);
    const collection = build.loadContent();
    const dealt = build.cardDecks(collection.entries);
    const problems = [...collection.problems, ...dealt.problems];
    if (problems.length) {
      const message = `The content collection has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`;
      if (strict) throw new Error(message);
      server?.config.logger.error(message);
    }
    entries = collection.entries;
    pages = build.pageData(entries, build.guideChecks);
    decks = dealt.decks;
  }

  const pageModuleId = (path: string) => `${PAGE_PREFIX}${path}`;

  return {
    name: 'sightline-content',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      await load(true);
    },
    configureServer(server) {
      server.watcher.add(CONTENT_ROOT);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(CONTENT_ROOT)) return;
        void load(false, server).then(() => {
          for (const module of [...server.moduleGraph.idToModuleMap.values()]) if (module.id?.startsWith(`\0${INDEX_ID}`)) server.moduleGraph.invalidateModule(module);
          server.ws.send({ type: 'full-reload' });
        });
      });
    },
    resolveId(id) {
      return id === INDEX_ID || id.startsWith(`${INDEX_ID}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${INDEX_ID}`)) return undefined;
      const name = id.slice(1);
      if (name === INDEX_ID) {
        const loaders = entries.flatMap((entry) => [entry.path, ...entry.aliases].map((path) => `  ${JSON.stringify(path)}: () => import(${JSON.stringify(pageModuleId(entry.path))}),`));
        return `export const pageLoaders = {\n${loaders.join('\n')}\n};\n`;
      }
      if (name === SEARCH_ID) {
        const search = new MiniSearch(SEARCH_OPTIONS);
        search.addAll(build.searchDocuments(entries));
        return `export const index = ${JSON.stringify(JSON.stringify(search))};\nexport const fields = ${JSON.stringify(SEARCH_OPTIONS.fields)};\nexport const storeFields = ${JSON.stringify(SEARCH_OPTIONS.storeFields)};\n`;
      }
      if (name === DECKS_ID) return `export const decks = ${JSON.stringify(decks)};\n`;
      const page = pages.get(name.slice(PAGE_PREFIX.length));
      if (!page) this.error(`No content page for ${name}`);
      return `export default ${JSON.stringify(page)};\n`;
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      const manifest: ManifestPage[] = entries.flatMap((entry) =>
        [entry.path, ...entry.aliases].map((path) => ({
          path,
          canonical: entry.path,
          title: entry.frontMatter.title,
          description: entry.frontMatter.description,
          kind: pages.get(entry.path)!.kind,
          ...(entry.frontMatter.published ? { published: entry.frontMatter.published } : {}),
        })),
      );
      this.emitFile({ type: 'asset', fileName: CONTENT_MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 1)}\n` });
      this.emitFile({ type: 'asset', fileName: SITEMAP_FILE, source: build.sitemap(entries, APP_PUBLIC_PATHS) });
      this.emitFile({ type: 'asset', fileName: FEED_FILE, source: build.blogFeed(entries) });
      this.emitFile({ type: 'asset', fileName: ROBOTS_FILE, source: `${readFileSync(ROBOTS_SOURCE, 'utf8').trimEnd()}\n\nSitemap: ${ORIGIN_PLACEHOLDER}/sitemap.xml\n` });
    },
  };
}
