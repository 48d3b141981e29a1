import type { Gatherer } from '../../types';
import './artifacts';

export const headElementsGatherer: Gatherer<'HeadElements'> = {
  name: 'HeadElements',
  phase: 'passive',
  gather: (ctx) =>
    ctx.page.evaluate(() => {
      const titles = document.querySelectorAll('title');
      return {
        title: titles[0]?.textContent ?? null,
        titleCount: titles.length,
        lang: document.documentElement.getAttribute('lang'),
        metas: Array.from(document.querySelectorAll('meta')).map((meta) => ({
          name: meta.getAttribute('name'),
          property: meta.getAttribute('property'),
          httpEquiv: meta.getAttribute('http-equiv'),
          content: meta.getAttribute('content') ?? '',
        })),
        links: Array.from(document.querySelectorAll('link[rel]')).map((link) => ({
          rel: (link.getAttribute('rel') ?? '').toLowerCase(),
          href: (link as HTMLLinkElement).href,
          hreflang: link.getAttribute('hreflang'),
          sizes: link.getAttribute('sizes'),
          type: link.getAttribute('type'),
        })),
      };
    }),
};
