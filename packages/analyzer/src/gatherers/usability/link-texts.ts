import type { ElementRef, Gatherer } from '../../types';
import { runInPage } from './page-lib';

export interface LinkText extends ElementRef {
  href: string;
  /** Visible text, white space collapsed. */
  text: string;
  /** aria-label / aria-labelledby text, else the alt of images inside, else title: what a screen reader announces when there is no text. */
  altName: string;
}

declare module '../../types' {
  interface Artifacts {
    /** Visible links in document order, at most 500. */
    LinkTexts: LinkText[];
  }
}

export const linkTextsGatherer: Gatherer<'LinkTexts'> = {
  name: 'LinkTexts',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      (_: null, lib) =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
          .filter((a) => lib.isVisible(a) && !/^(javascript:|#$)/i.test(a.getAttribute('href') ?? ''))
          .slice(0, 500)
          .map((a) => {
            const labelledBy = (a.getAttribute('aria-labelledby') ?? '')
              .split(/\s+/)
              .map((id) => document.getElementById(id))
              .filter((n): n is HTMLElement => !!n)
              .map((n) => lib.textOf(n))
              .join(' ');
            const imgAlt = Array.from(a.querySelectorAll('img[alt], [role="img"][aria-label]'))
              .map((i) => i.getAttribute('alt') ?? i.getAttribute('aria-label') ?? '')
              .join(' ');
            return {
              ...lib.describe(a),
              href: a.href,
              text: lib.textOf(a),
              altName: ((a.getAttribute('aria-label') ?? '') || labelledBy || imgAlt || (a.getAttribute('title') ?? '')).replace(/\s+/g, ' ').trim(),
            };
          }),
      null,
    ),
};
