import type { Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';
import './artifacts';

export const jsonLdGatherer: Gatherer<'JsonLd'> = {
  name: 'JsonLd',
  phase: 'passive',
  gather: (ctx) =>
    evaluateWithHelpers(
      ctx.page,
      (h) => Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((el) => ({ text: (el.textContent ?? '').slice(0, 100_000), element: h.refOf(el) })),
      null,
    ),
};
