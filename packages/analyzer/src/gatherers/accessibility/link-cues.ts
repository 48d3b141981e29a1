/// <reference lib="dom" />
// Links inside running text: how they differ from the text around them, at rest, on hover and on
// keyboard focus (WCAG 1.4.1, technique G183).
import type { ElementRef, Gatherer } from '../../types';
import { prepareForPageFunctions } from './page-functions';

export interface LinkCue {
  element: ElementRef;
  /** Contrast ratio between the link colour and the surrounding text colour. */
  contrast: number;
  /** A cue other than colour at rest: underline, border, weight, style or background. */
  cueAtRest: boolean;
  /** Same on hover and on keyboard focus; null when not tried (a cue at rest is enough). */
  cueOnHover: boolean | null;
  cueOnFocus: boolean | null;
}

declare module '../../types' {
  interface Artifacts {
    LinkCues: LinkCue[];
  }
}

const MAX_LINKS = 20;

interface LinkStyle {
  color: string;
  decoration: string;
  border: string;
  weight: number;
  fontStyle: string;
  background: string;
  outline: string;
  shadow: string;
}

declare global {
  interface Window {
    sightlineLinkStyle(link: Element): { link: LinkStyle; text: LinkStyle; contrast: number; cue: boolean };
  }
}

/** Installs `window.sightlineLinkStyle` and returns the in-text links to check, marked by index. */
function findLinksInText(max: number): number {
  const styleOf = (element: Element): LinkStyle => {
    const style = getComputedStyle(element);
    return {
      color: style.color,
      decoration: style.textDecorationLine,
      border: `${style.borderBottomStyle} ${style.borderBottomWidth}`,
      weight: Number.parseInt(style.fontWeight, 10),
      fontStyle: style.fontStyle,
      background: style.backgroundColor,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      shadow: style.boxShadow,
    };
  };
  const luminance = (color: string): number => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  window.sightlineLinkStyle = (link) => {
    const block = link.parentElement!;
    const own = styleOf(link);
    const text = styleOf(block);
    const [light, dark] = [luminance(own.color), luminance(text.color)].sort((a, b) => b - a) as [number, number];
    const contrast = (light + 0.05) / (dark + 0.05);
    const visible = (value: string) => !value.startsWith('none') && !/ 0px$/.test(value);
    const cue =
      /underline|overline|line-through/.test(own.decoration) ||
      visible(own.border) ||
      visible(own.outline) ||
      own.shadow !== 'none' ||
      Math.abs(own.weight - text.weight) >= 300 ||
      own.fontStyle !== text.fontStyle ||
      (own.background !== text.background && own.background !== 'rgba(0, 0, 0, 0)');
    return { link: own, text, contrast, cue };
  };
  const links = Array.from(document.querySelectorAll('a[href]')).filter((link) => {
    const block = link.parentElement;
    if (!block || link.getBoundingClientRect().width === 0) return false;
    const own = (link.textContent ?? '').trim();
    const around = (block.textContent ?? '').replace(link.textContent ?? '', '').trim();
    return own.length > 0 && /[\p{L}\p{N}]{2}/u.test(around);
  });
  links.slice(0, max).forEach((link, index) => link.setAttribute('data-sightline-link', String(index)));
  return Math.min(links.length, max);
}

export const linkCuesGatherer: Gatherer<'LinkCues'> = {
  name: 'LinkCues',
  phase: 'interactive',
  async gather({ page }) {
    await prepareForPageFunctions(page);
    const count = await page.evaluate(findLinksInText, MAX_LINKS);
    // "At rest" means neither focused nor hovered: an earlier interactive gatherer (the Tab walk)
    // may have left focus on a link, and its focus ring would pass for a non-colour cue.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    await page.mouse.move(0, 0);
    const cues: LinkCue[] = [];
    try {
      for (let index = 0; index < count; index++) {
        const handle = await page.$(`[data-sightline-link="${index}"]`);
        if (!handle) continue;
        const rest = await handle.evaluate((link) => ({ ...window.sightlineLinkStyle(link), element: window.sightlineDescribe(link) }));
        let cueOnHover: boolean | null = null;
        let cueOnFocus: boolean | null = null;
        if (!rest.cue) {
          await handle.hover({ timeout: 2_000 }).catch(() => undefined);
          cueOnHover = await handle.evaluate((link) => window.sightlineLinkStyle(link).cue);
          await page.mouse.move(0, 0);
          await handle.focus();
          cueOnFocus = await handle.evaluate((link) => window.sightlineLinkStyle(link).cue);
          await handle.evaluate((link) => (link as HTMLElement).blur());
        }
        const element = { ...rest.element, snippet: rest.element.snippet.replace(/ data-sightline-link="\d+"/, '') };
        cues.push({ element, contrast: Math.round(rest.contrast * 100) / 100, cueAtRest: rest.cue, cueOnHover, cueOnFocus });
        await handle.dispose();
      }
    } finally {
      await page.evaluate(() => document.querySelectorAll('[data-sightline-link]').forEach((link) => link.removeAttribute('data-sightline-link')));
    }
    return cues;
  },
};
