import type { ElementRef, Gatherer } from '../../types';
import { runInPage } from './page-lib';

export interface NavigationArtifact {
  /** nav elements, role=navigation and role=menubar containers, hidden ones included (a collapsed mobile menu is still a menu). */
  landmarkCount: number;
  /** The site's main menu: the first landmark in the banner/header, else the first holding two links or more. */
  primary: (ElementRef & { items: Array<{ text: string; href: string }> }) | null;
  /** Distinct same-origin pages this page links to (itself excluded). */
  internalPageLinks: number;
  /** Without a landmark: the list holding the most same-site links, the likely menu to mark up. */
  unmarkedMenu: ElementRef | null;
}

declare module '../../types' {
  interface Artifacts {
    Navigation: NavigationArtifact;
  }
}

export const navigationGatherer: Gatherer<'Navigation'> = {
  name: 'Navigation',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      (_: null, lib) => {
        const withoutHash = (href: string) => href.split('#')[0] ?? href;
        const here = withoutHash(location.href);
        const landmarks = Array.from(document.querySelectorAll('nav, [role="navigation"], [role="menubar"]')).filter(
          (el) => !el.parentElement?.closest('nav, [role="navigation"], [role="menubar"]'),
        );
        const linksOf = (el: Element) => Array.from(el.querySelectorAll<HTMLAnchorElement>('a[href]'));
        const primary =
          landmarks.find((el) => el.closest('header, [role="banner"]') && linksOf(el).length > 0) ?? landmarks.find((el) => linksOf(el).length >= 2) ?? null;
        const internal = new Set(
          Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
            .filter((a) => a.origin === location.origin)
            .map((a) => withoutHash(a.href))
            .filter((href) => href !== here),
        );
        const sameSiteLinks = (el: Element) => linksOf(el).filter((a) => a.origin === location.origin).length;
        const lists = landmarks.length > 0 ? [] : Array.from(document.querySelectorAll('ul, ol')).filter((list) => sameSiteLinks(list) >= 2);
        const unmarkedMenu = lists.reduce<Element | null>((best, list) => (!best || sameSiteLinks(list) > sameSiteLinks(best) ? list : best), null);
        return {
          landmarkCount: landmarks.length,
          primary: primary && {
            ...lib.describe(primary),
            items: linksOf(primary).map((a) => ({
              text: (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim(),
              href: withoutHash(a.href),
            })),
          },
          internalPageLinks: internal.size,
          unmarkedMenu: unmarkedMenu && lib.describe(unmarkedMenu),
        };
      },
      null,
    ),
};
