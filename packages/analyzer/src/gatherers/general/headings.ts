import type { Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';
import './artifacts';

export const headingsGatherer: Gatherer<'Headings'> = {
  name: 'Headings',
  phase: 'passive',
  gather: (ctx) =>
    evaluateWithHelpers(
      ctx.page,
      (h, max) =>
        Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"][aria-level]'))
          .slice(0, max)
          .filter((el) => {
            const style = getComputedStyle(el);
            return style.display !== 'none' && style.visibility !== 'hidden';
          })
          .map((el) => ({
            level: /^h[1-6]$/i.test(el.localName) ? Number(el.localName[1]) : Number(el.getAttribute('aria-level')),
            text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200),
            element: h.refOf(el),
          })),
      500,
    ),
};
