/// <reference lib="dom" />
// The text images show, next to the names they are given (ACT qt1vmo, "Image accessible name is
// descriptive"). The images in scope are the rule's: img, canvas and svg elements that are visible,
// have a non-empty accessible name (Chromium's, from its accessibility tree) and no ancestor named by
// its author (aria-label, aria-labelledby), an img only once its picture has loaded. Each is
// photographed as the page paints it; one drawn in few colours (a logo, an image of text, an icon) is
// read by OCR, a photograph is not (its words, if any, say little about what it shows, and reading one
// costs seconds).
import type { CDPSession, Page } from 'playwright-core';
import type { ElementRef, Gatherer, Rect } from '../../types';
import { decodePng, type Bitmap } from '../ui/pixels';
import { axNodesFor } from './ax-tree';
import { captureClip } from './capture-clip';
import { readWords, type OcrWord } from './ocr';
import { prepareForPageFunctions } from './page-functions';

export interface ImageWord extends OcrWord {
  /** Painted pixels (not the image's background colour) inside the word's box. */
  painted: number;
}

export interface ImageTextTarget {
  element: ElementRef;
  /** Its accessible name. */
  name: string;
  /** Inside a link or a button that takes its name from its content: the image's name is the control's. */
  functional: boolean;
  /**
   * `graphic`: drawn in few colours, and read; `picture`: a photograph or painting, not read;
   * `not-read`: too small to read, or beyond MAX_READ or MAX_SHOTS.
   */
  kind: 'graphic' | 'picture' | 'not-read';
  words: ImageWord[];
  /** Painted pixels of the whole shot, the denominator of how much of it the words are. */
  painted: number;
}

export interface ImageTextFacts {
  targets: ImageTextTarget[];
  /** Images in scope beyond MAX_TARGETS, left to a person. */
  notListed: number;
  /** Why the images could not be read (their targets are then all `not-read`). */
  error: string | null;
}

declare module '../../types' {
  interface Artifacts {
    ImageText: ImageTextFacts;
  }
}

declare global {
  interface Window {
    /** The images in scope, kept between the page function that finds them and the accessibility tree read. */
    sightlineImageTargets?: Element[];
  }
}

const MAX_TARGETS = 100;
/** Images read by OCR on one page: each costs a tenth of a second to a second. */
const MAX_READ = 8;
/** Images photographed on one page to tell graphics from photographs (a shot costs tens of ms). */
const MAX_SHOTS = 16;
/** The most colours (4 bits a channel) that cover 95 % of a graphic; a photograph needs hundreds. */
const GRAPHIC_COLOURS = 64;
/** Shots are scaled so their shorter side has at least this many pixels (OCR needs letters ~20 px tall)… */
const MIN_SIDE = 96;
/** …and their longer side at most this many, at most 4×. */
const MAX_SIDE = 1280;
/** Smaller than this (CSS px) on either side, an image holds no legible word. */
const MIN_CSS_SIDE = 8;

/**
 * Runs in the page: keeps the rule's images on `window.sightlineImageTargets` (accessible names come
 * from the accessibility tree after this) and says which sit inside a link or button.
 */
function findImageTargets(maxTargets: number): { functional: boolean[]; total: number } {
  const composedParent = (element: Element): Element | null => element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  const namedByAuthor = (element: Element): boolean => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelledBy = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .some((id) => id !== '' && (root.getElementById?.(id)?.textContent ?? '').trim() !== '');
    return labelledBy || (element.getAttribute('aria-label') ?? '').trim() !== '';
  };
  const CONTROL = 'a[href], button, [role="link" i], [role="button" i]';
  const inScope = Array.from(document.querySelectorAll('img, canvas, svg')).filter((element) => {
    if (element instanceof SVGSVGElement && element.ownerSVGElement) return false;
    if (element instanceof HTMLImageElement && !(element.complete && element.naturalWidth > 0)) return false;
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0 || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    for (let ancestor = composedParent(element); ancestor; ancestor = composedParent(ancestor)) if (namedByAuthor(ancestor)) return false;
    return true;
  });
  const kept = inScope.slice(0, maxTargets);
  window.sightlineImageTargets = kept;
  return { functional: kept.map((element) => element.parentElement?.closest(CONTROL) != null), total: inScope.length };
}

interface Shot {
  bitmap: Bitmap;
  png: Buffer;
}

/** The element's box as painted, scaled for reading; null when it is too small or off the page. */
async function shoot(cdp: CDPSession, rect: Rect, page: { width: number; height: number }, viewport: Rect): Promise<Shot | null> {
  const x = Math.max(0, Math.floor(rect.x));
  const y = Math.max(0, Math.floor(rect.y));
  const width = Math.min(page.width, Math.ceil(rect.x + rect.width)) - x;
  const height = Math.min(page.height, Math.ceil(rect.y + rect.height)) - y;
  if (width < MIN_CSS_SIDE || height < MIN_CSS_SIDE) return null;
  const scale = Math.min(4, Math.max(1, MIN_SIDE / Math.min(width, height)), MAX_SIDE / Math.max(width, height));
  const png = await captureClip(cdp, { x, y, width, height }, viewport, scale);
  return { png, bitmap: decodePng(png) };
}

const colourKey = (data: Uint8Array, i: number) => ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);

/**
 * How many colours (4 bits a channel) cover 95 % of the pixels, and the most common one: the
 * background, against which a pixel counts as painted.
 */
function colourSpread(bitmap: Bitmap): { colours: number; background: number } {
  const counts = new Map<number, number>();
  for (let i = 0; i < bitmap.data.length; i += 4) {
    const key = colourKey(bitmap.data, i);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  const total = bitmap.width * bitmap.height;
  let covered = 0;
  let colours = 0;
  for (const [, count] of sorted) {
    covered += count;
    colours++;
    if (covered >= 0.95 * total) break;
  }
  return { colours, background: sorted[0]?.[0] ?? 0 };
}

/** Painted pixels (not the background colour) of the bitmap, or of one box of it. */
function paintedPixels(bitmap: Bitmap, background: number, box?: Rect): number {
  const left = Math.max(0, Math.floor(box?.x ?? 0));
  const top = Math.max(0, Math.floor(box?.y ?? 0));
  const right = Math.min(bitmap.width, Math.ceil(box ? box.x + box.width : bitmap.width));
  const bottom = Math.min(bitmap.height, Math.ceil(box ? box.y + box.height : bitmap.height));
  let painted = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) if (colourKey(bitmap.data, (y * bitmap.width + x) * 4) !== background) painted++;
  }
  return painted;
}

async function gatherImageText(page: Page, cdp: CDPSession): Promise<ImageTextFacts> {
  await prepareForPageFunctions(page);
  const { functional, total } = await page.evaluate(findImageTargets, MAX_TARGETS);
  let named;
  try {
    named = await axNodesFor(cdp, 'window.sightlineImageTargets');
  } finally {
    await page.evaluate(() => delete window.sightlineImageTargets).catch(() => undefined);
  }
  const listed = named.map((facts, i) => ({ facts, functional: functional[i] ?? false })).filter(({ facts }) => !facts.ignored && facts.name.trim() !== '');
  const targets: ImageTextTarget[] = listed.map(({ facts, functional: inControl }) => ({ element: facts.element, name: facts.name.trim(), functional: inControl, kind: 'not-read', words: [], painted: 0 }));
  let error: string | null = null;
  try {
    const { size, viewport } = await page.evaluate(() => ({
      size: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
      viewport: { x: window.scrollX, y: window.scrollY, width: window.innerWidth, height: window.innerHeight },
    }));
    const toRead: Array<{ target: ImageTextTarget; shot: Shot; background: number }> = [];
    let shots = 0;
    for (const target of targets) {
      if (toRead.length >= MAX_READ || shots >= MAX_SHOTS || !target.element.rect) continue;
      shots++;
      const shot = await shoot(cdp, target.element.rect, size, viewport);
      if (!shot) continue;
      const { colours, background } = colourSpread(shot.bitmap);
      if (colours > GRAPHIC_COLOURS) {
        target.kind = 'picture';
        continue;
      }
      toRead.push({ target, shot, background });
    }
    const read = await readWords(toRead.map(({ shot }) => shot.png));
    toRead.forEach(({ target, shot, background }, i) => {
      target.kind = 'graphic';
      target.painted = paintedPixels(shot.bitmap, background);
      target.words = (read[i] ?? []).map((word) => ({ ...word, painted: paintedPixels(shot.bitmap, background, word.box) }));
    });
  } catch (caught) {
    error = `The images could not be read: ${caught instanceof Error ? caught.message.split('\n')[0] : String(caught)}`;
    for (const target of targets) Object.assign(target, { kind: 'not-read', words: [], painted: 0 });
  }
  return { targets, notListed: total - named.length, error };
}

export const imageTextGatherer: Gatherer<'ImageText'> = {
  name: 'ImageText',
  phase: 'passive',
  gather: ({ page, cdp }) => gatherImageText(page, cdp),
};
