import type { Gatherer } from '../../types';
import './artifacts';

/** Loads the icon as an image inside the page, so the request goes through the browser's address guard. */
export const faviconGatherer: Gatherer<'Favicon'> = {
  name: 'Favicon',
  phase: 'passive',
  gather: (ctx) =>
    ctx.page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel~="icon" i], link[rel="shortcut icon" i], link[rel="apple-touch-icon" i]');
      const url = link?.href || new URL('/favicon.ico', location.href).href;
      const loaded = await new Promise<boolean>((resolve) => {
        const image = new Image();
        const timer = setTimeout(() => resolve(false), 5000);
        image.onload = () => {
          clearTimeout(timer);
          resolve(image.naturalWidth > 0);
        };
        image.onerror = () => {
          clearTimeout(timer);
          resolve(false);
        };
        image.src = url;
      });
      return { url, declared: Boolean(link), loaded };
    }),
};
