// One key per page, so the crawler never loads the same page twice under two spellings.
// Query parameter order is kept: some servers give it meaning, and sorting could merge two pages.

const TRACKING = /^(utm_[a-z]+|fbclid|gclid|msclkid|mc_cid|mc_eid)$/i;

/** The URL to fetch: fragment and tracking parameters removed, default port dropped, root path kept. */
export function normalizeUrl(input: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  for (const name of [...url.searchParams.keys()]) if (TRACKING.test(name)) url.searchParams.delete(name);
  // URL serialises an emptied query as "?"; drop it.
  const text = url.toString();
  return url.search === '' && text.endsWith('?') ? text.slice(0, -1) : text;
}

/**
 * The identity of a page: scheme-less, `www.`-less and without a trailing slash, because sites
 * commonly serve `/about` and `/about/` (and http and https) as the same page.
 */
export function pageIdentity(url: string): string {
  const parsed = new URL(url);
  const host = parsed.host.replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/index\.html?$/i, '/').replace(/\/+$/, '') || '/';
  return `${host}${path}${parsed.search}`;
}

/** Same site: the same host, give or take a leading `www.`. */
export function isSameSite(url: string, origin: string): boolean {
  try {
    const a = new URL(url).hostname.replace(/^www\./, '');
    const b = new URL(origin).hostname.replace(/^www\./, '');
    return a === b;
  } catch {
    return false;
  }
}

// Links to these are files, not pages; loading them in a browser would waste the page budget.
const FILE_EXTENSIONS = /\.(pdf|zip|gz|tgz|rar|7z|exe|dmg|msi|apk|png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|mp[34]|m4a|wav|ogg|webm|mov|avi|docx?|xlsx?|pptx?|csv|json|xml|txt|css|js|woff2?|ttf|eot)$/i;

export function looksLikeFile(url: string): boolean {
  return FILE_EXTENSIONS.test(new URL(url).pathname);
}
