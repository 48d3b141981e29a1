// The web build's prerendered pages (apps/web/prerender.ts: every guide, article, help and marketing
// page, and home) and the site files made from the content collection (sitemap.xml, the blog's RSS
// feed, robots.txt). The build cannot know the address it will be served at, so absolute URLs in
// them carry a placeholder that is replaced with the configured public URL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routedPath } from './web-routes';

export const PRERENDERED_LIST = '.sightline/prerendered.json';
export const PRERENDERED_DIR = '.sightline/pages';
/** What a path under /guides, /blog or /help-center without a page is answered with (status 404). */
export const CONTENT_NOT_FOUND_FILE = '.sightline/content-not-found.html';
export const ORIGIN_PLACEHOLDER = '__SIGHTLINE_ORIGIN__';

/** Site files at their public path → where the build wrote them. */
export const SITE_FILES: Record<string, { file: string; type: string }> = {
  '/sitemap.xml': { file: '.sightline/sitemap.xml', type: 'application/xml; charset=utf-8' },
  '/blog/rss.xml': { file: '.sightline/rss.xml', type: 'application/rss+xml; charset=utf-8' },
  '/robots.txt': { file: '.sightline/robots.txt', type: 'text/plain; charset=utf-8' },
};

/** Paths whose pages come from the content collection: one that was not prerendered has no page. */
const CONTENT_PREFIXES = ['/guides/', '/blog/', '/help-center/'];

export interface Prerendered {
  /** The page for a request path, with the origin filled in, or null. */
  page(requestPath: string): string | null;
  /** A site file for a request path, or null. */
  siteFile(requestPath: string): { body: string; type: string } | null;
  /** Whether a path lies where only collection pages live and no page was prerendered for it (a 404). */
  isMissingContent(requestPath: string): boolean;
  /** The page that says so, or null when the build has none. */
  contentNotFound(): string | null;
}

/** As the app routes it (web-routes.ts), case-insensitive, trailing slashes ignored: the build writes lower-case paths. */
const normalise = (requestPath: string) => routedPath(requestPath).toLowerCase().replace(/(.)\/+$/, '$1');

export function loadPrerendered(distDir: string, origin: string): Prerendered | null {
  let paths: string[];
  try {
    paths = JSON.parse(readFileSync(join(distDir, PRERENDERED_LIST), 'utf8')) as string[];
  } catch {
    return null;
  }
  const known = new Set(paths);
  const cache = new Map<string, string>();
  const read = (file: string) => {
    let text = cache.get(file);
    if (text === undefined) {
      text = readFileSync(join(distDir, file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, origin);
      cache.set(file, text);
    }
    return text;
  };
  return {
    page(requestPath) {
      const path = normalise(requestPath);
      if (!known.has(path)) return null;
      try {
        return read(join(PRERENDERED_DIR, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`));
      } catch {
        // The build was replaced under a running server: index.html still renders the page in the browser.
        return null;
      }
    },
    siteFile(requestPath) {
      const site = SITE_FILES[requestPath];
      if (!site) return null;
      try {
        return { body: read(site.file), type: site.type };
      } catch {
        return null;
      }
    },
    contentNotFound() {
      try {
        return read(CONTENT_NOT_FOUND_FILE);
      } catch {
        return null;
      }
    },
    isMissingContent(requestPath) {
      const path = normalise(requestPath);
      return !known.has(path) && CONTENT_PREFIXES.some((prefix) => path.startsWith(prefix));
    },
  };
}
