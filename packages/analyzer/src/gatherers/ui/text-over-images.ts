// Text drawn over a background image, a gradient or a picture: axe-core cannot compute a single
// background colour there and answers "needs review". We photograph the background under the text
// (with the text made transparent) and measure the contrast pixel by pixel.
import type { ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';
import { contrastAgainst, decodePng } from './pixels';

export interface TextOverImage {
  element: ElementRef;
  text: string;
  /** Text colour as RGB 0–255. */
  colour: [number, number, number];
  fontSizePx: number;
  bold: boolean;
  /** Why the background cannot be read from CSS alone. */
  backdrop: 'background-image' | 'gradient' | 'image-below';
  contrast: { p10: number; median: number; min: number };
}

declare module '../../types' {
  interface Artifacts {
    TextOverImages: TextOverImage[];
  }
}

// Each candidate costs a clipped screenshot (~50–100 ms); the first ones cover heroes and banners.
const MAX_CANDIDATES = 12;
const MARK = 'data-sightline-contrast';

interface Candidate {
  element: ElementRef;
  text: string;
  colour: [number, number, number];
  fontSizePx: number;
  bold: boolean;
  backdrop: TextOverImage['backdrop'];
  clip: { x: number; y: number; width: number; height: number };
}

export const textOverImagesGatherer: Gatherer<'TextOverImages'> = {
  name: 'TextOverImages',
  phase: 'passive',
  async gather({ page }) {
    const candidates = await evaluateWithHelpers(
      page,
      (h, { max, mark }: { max: number; mark: string }) => {
        const found: Candidate[] = [];
        const backdropOf = (el: Element): Candidate['backdrop'] | null => {
          for (let node: Element | null = el; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (style.backgroundImage.includes('gradient')) return 'gradient';
            if (style.backgroundImage.includes('url(')) return 'background-image';
            // An opaque colour in between hides whatever lies further back.
            if (!/rgba\([^)]*,\s*0\)|transparent/.test(style.backgroundColor)) break;
          }
          const r = el.getBoundingClientRect();
          const below = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return below.some((under) => under !== el && !el.contains(under) && under.matches('img, video, canvas, picture')) ? 'image-below' : null;
        };
        for (const el of Array.from(document.body.querySelectorAll('*'))) {
          if (found.length >= max) break;
          const text = Array.from(el.childNodes).filter((node) => node.nodeType === 3).map((node) => node.textContent ?? '').join(' ').trim();
          if (text.length < 2) continue;
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          const r = el.getBoundingClientRect();
          if (r.width < 4 || r.height < 4 || r.bottom < 0 || r.top > innerHeight * 3) continue;
          const backdrop = backdropOf(el);
          if (!backdrop) continue;
          const rgb = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(style.color);
          if (!rgb) continue;
          el.setAttribute(mark, String(found.length));
          found.push({
            element: h.refOf(el),
            text: text.slice(0, 80),
            colour: [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])],
            fontSizePx: parseFloat(style.fontSize),
            bold: Number(style.fontWeight) >= 700,
            backdrop,
            clip: { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height },
          });
        }
        return found;
      },
      { max: MAX_CANDIDATES, mark: MARK },
    );
    if (candidates.length === 0) return [];
    // Hide only the text (and its shadow) of the candidates, so the screenshot shows what is behind it.
    const style = await page.addStyleTag({ content: `[${MARK}], [${MARK}] * { color: transparent !important; text-shadow: none !important; -webkit-text-stroke: 0 !important; caret-color: transparent !important; }` });
    const results: TextOverImage[] = [];
    try {
      for (const candidate of candidates) {
        const png = await page.screenshot({ clip: candidate.clip, fullPage: true, timeout: 5_000, scale: 'css' });
        const { element, text, colour, fontSizePx, bold, backdrop } = candidate;
        results.push({ element, text, colour, fontSizePx, bold, backdrop, contrast: contrastAgainst(decodePng(png), colour) });
      }
    } finally {
      await style.evaluate((node) => (node as Element).remove());
      await page.evaluate(`document.querySelectorAll('[${MARK}]').forEach((el) => el.removeAttribute('${MARK}'))`);
    }
    return results;
  },
};
