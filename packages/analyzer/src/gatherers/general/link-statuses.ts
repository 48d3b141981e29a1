import type { Gatherer } from '../../types';
import './artifacts';

/** Enough for any real navigation and body copy; a link farm does not get to cost minutes. */
const MAX_CHECKED = 100;

/**
 * Checks the status of the page's same-origin links from inside the page (HEAD, then GET when HEAD
 * is refused), so every check goes through the browser and its address guard. Cross-origin links
 * cannot be read from the page (CORS) and are left out.
 */
export const linkStatusesGatherer: Gatherer<'LinkStatuses'> = {
  name: 'LinkStatuses',
  phase: 'passive',
  // A hundred requests, six at a time: seconds of waiting on the site's server.
  beside: true,
  gather: (ctx) =>
    ctx.page.evaluate(async (max) => {
      const urls = new Set<string>();
      for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
        let url: URL;
        try {
          url = new URL(anchor.href);
        } catch {
          continue;
        }
        if (url.origin !== location.origin) continue;
        url.hash = '';
        urls.add(url.href);
        if (urls.size >= max) break;
      }
      const check = async (url: string) => {
        const attempt = async (method: string) => {
          const controller = new AbortController();
          const timer = setTimeout(() => controller.abort(), 3000);
          try {
            return await fetch(url, { method, redirect: 'follow', signal: controller.signal, credentials: 'same-origin' });
          } finally {
            clearTimeout(timer);
          }
        };
        try {
          let response = await attempt('HEAD');
          if (response.status === 405 || response.status === 501) response = await attempt('GET');
          return { url, status: response.status, error: null };
        } catch (error) {
          return { url, status: null, error: error instanceof Error ? error.message : String(error) };
        }
      };
      const list = [...urls];
      const results: Array<{ url: string; status: number | null; error: string | null }> = [];
      // Six at a time: what a browser allows per host anyway.
      for (let index = 0; index < list.length; index += 6) results.push(...(await Promise.all(list.slice(index, index + 6).map(check))));
      return results;
    }, MAX_CHECKED),
};
