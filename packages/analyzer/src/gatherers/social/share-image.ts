import type { Gatherer } from '../../types';
import './artifacts';

/** Loads the share image inside the page (through the browser's address guard) to learn its real size. */
export const shareImageGatherer: Gatherer<'ShareImage'> = {
  name: 'ShareImage',
  phase: 'passive',
  gather: (ctx) =>
    ctx.page.evaluate(async () => {
      const meta = document.querySelector('meta[property="og:image" i], meta[property="og:image:url" i]') ?? document.querySelector('meta[name="twitter:image" i]');
      const raw = meta?.getAttribute('content')?.trim();
      if (!raw) return { url: null, loaded: false, width: null, height: null };
      const url = new URL(raw, location.href).href;
      return new Promise((resolve) => {
        const image = new Image();
        const timer = setTimeout(() => resolve({ url, loaded: false, width: null, height: null }), 8000);
        image.onload = () => {
          clearTimeout(timer);
          resolve({ url, loaded: true, width: image.naturalWidth, height: image.naturalHeight });
        };
        image.onerror = () => {
          clearTimeout(timer);
          resolve({ url, loaded: false, width: null, height: null });
        };
        image.src = url;
      });
    }),
};
