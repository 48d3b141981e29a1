import type { Gatherer } from '../../types';
import './artifacts';
import { evaluateWithHelpers } from '../selector';

export const mainDocumentGatherer: Gatherer<'MainDocument'> = {
  name: 'MainDocument',
  phase: 'passive',
  async gather(ctx) {
    const response = ctx.response;
    const headers = response ? await response.allHeaders() : {};
    return {
      requestedUrl: ctx.url,
      finalUrl: ctx.page.url(),
      status: response?.status() ?? null,
      statusText: response?.statusText() ?? '',
      headers,
      mimeType: headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? null,
      redirects: ctx.redirects,
    };
  },
};

export const networkRecordsGatherer: Gatherer<'NetworkRecords'> = {
  name: 'NetworkRecords',
  phase: 'passive',
  // A copy, so interactive gatherers that trigger requests later do not change what audits saw.
  gather: async (ctx) => ctx.network.map((record) => ({ ...record })),
};

export const consoleMessagesGatherer: Gatherer<'ConsoleMessages'> = {
  name: 'ConsoleMessages',
  phase: 'passive',
  gather: async (ctx) => ctx.console.map((entry) => ({ ...entry })),
};

/** Capped so a page with a huge DOM cannot turn one artifact into megabytes. */
const MAX_LINKS = 2000;

export const linksGatherer: Gatherer<'Links'> = {
  name: 'Links',
  phase: 'passive',
  gather: (ctx) =>
    evaluateWithHelpers(
      ctx.page,
      (h, max) =>
        Array.from(document.querySelectorAll('a[href], area[href]'))
          .slice(0, max)
          .map((el) => {
            const anchor = el as HTMLAnchorElement;
            return {
              href: anchor.href,
              text: (anchor.innerText || anchor.getAttribute('aria-label') || anchor.title || '').trim().slice(0, 200),
              rel: anchor.rel,
              selector: h.selectorOf(el),
            };
          }),
      MAX_LINKS,
    ),
};

export const baseGatherers = [mainDocumentGatherer, networkRecordsGatherer, consoleMessagesGatherer, linksGatherer];
