import { randomBytes } from 'node:crypto';
import type { SiteFacts } from '../types';
import { deadline } from './deadline';
import { fetchText, type FetchOptions } from './http-fetch';
import { parseRobots, type RobotsRules } from './robots';
import { parseSitemap } from './sitemap';

/** Sitemap URLs beyond this are not needed: no run analyses more pages than this. */
const MAX_SITEMAP_URLS = 5000;
/**
 * Every fetch of the probe has its own deadline, but a site can make a dozen of them (declared
 * sitemaps, an index of ten): the probe as a whole stops after this, keeping what it has read.
 */
export const PROBE_TIME_BUDGET_MS = 30_000;

export interface SiteProbe {
  facts: SiteFacts;
  robots: RobotsRules | null;
}

/** robots.txt, the sitemap, a custom-404 probe and the http→https redirect, fetched once per run. */
export async function probeSite(startUrl: string, options: FetchOptions): Promise<SiteProbe> {
  const budget = deadline(PROBE_TIME_BUDGET_MS, options.signal);
  try {
    return await probe(startUrl, { ...options, signal: budget.signal });
  } finally {
    budget.clear();
  }
}

async function probe(startUrl: string, fetchOptions: FetchOptions): Promise<SiteProbe> {
  const origin = new URL(startUrl).origin;
  const robotsResponse = await fetchText(`${origin}/robots.txt`, fetchOptions);
  const robotsOk = robotsResponse.status === 200 && !/<html/i.test(robotsResponse.body.slice(0, 500));
  const robots = robotsOk ? parseRobots(robotsResponse.body) : null;

  // Sitemap lines should be absolute but are often written as paths.
  const declared = (robots?.sitemaps ?? []).flatMap((entry) => {
    try {
      return [new URL(entry, origin).toString()];
    } catch {
      return [];
    }
  });
  const candidates = [...new Set([...declared, `${origin}/sitemap.xml`])];
  let sitemap: SiteFacts['sitemap'] = null;
  for (const candidate of candidates) {
    const response = await fetchText(candidate, fetchOptions);
    if (response.status !== 200 || !/<(urlset|sitemapindex)[\s>]/i.test(response.body)) {
      sitemap ??= { url: candidate, status: response.status, urls: [] };
      continue;
    }
    const parsed = parseSitemap(response.body);
    const urls = parsed.isIndex ? await expandIndex(parsed.locs, fetchOptions) : parsed.locs;
    // Only absolute http(s) URLs count: a sitemap of relative paths or placeholders is not usable.
    const usable = urls.filter((url) => /^https?:\/\/[^/]/i.test(url));
    sitemap = { url: candidate, status: response.status, urls: usable.slice(0, MAX_SITEMAP_URLS) };
    break;
  }

  const probeUrl = `${origin}/sightline-404-check-${randomBytes(6).toString('hex')}`;
  const probe = await fetchText(probeUrl, fetchOptions);
  const notFoundProbe = { url: probeUrl, status: probe.status, hasHtml: /<html|<body/i.test(probe.body) };

  let httpRedirect: SiteFacts['httpRedirect'] = null;
  if (origin.startsWith('https:')) {
    const httpUrl = `http://${new URL(origin).host}/`;
    const answer = await fetchText(httpUrl, { ...fetchOptions, followRedirects: false });
    httpRedirect = { url: httpUrl, status: answer.status, location: answer.location, error: answer.error };
  }

  return {
    robots,
    facts: {
      origin,
      robotsTxt: { status: robotsResponse.status, body: robotsOk ? robotsResponse.body.slice(0, 50_000) : null },
      sitemap,
      notFoundProbe,
      httpRedirect,
    },
  };
}

/** One level of sitemap index is followed; nested indexes are rare and would multiply requests. */
async function expandIndex(locs: string[], fetchOptions: FetchOptions): Promise<string[]> {
  const urls: string[] = [];
  for (const loc of locs.slice(0, 10)) {
    const response = await fetchText(loc, fetchOptions);
    if (response.status === 200) urls.push(...parseSitemap(response.body).locs);
    if (urls.length >= MAX_SITEMAP_URLS) break;
  }
  return urls;
}
