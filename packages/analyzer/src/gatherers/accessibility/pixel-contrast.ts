/// <reference lib="dom" />
// Contrast measured from pixels where axe-core cannot compute it: text over a gradient, a background
// image or a picture, which axe leaves "incomplete" on its contrast rules. For those elements only (at
// most MAX_ELEMENTS a page) the text's region is photographed three times: with the text forced
// black, forced white, and transparent. Black against white tells which pixels the glyphs cover,
// whatever lies behind them; the transparent shot shows what lies behind each glyph pixel (text
// shadows stay: ACT counts them as background). The text's own colour comes from its computed style.
import type { CDPSession, Page } from 'playwright-core';
import type { ElementRef, Rect } from '../../types';
import { contrastRatio, decodePng, luminance, type Bitmap } from '../ui/pixels';
import { captureClip } from './capture-clip';
import { prepareForPageFunctions } from './page-functions';

/** An element axe-core left incomplete on a contrast rule, with its reason and required ratio. */
export interface ContrastReviewNode {
  rule: string;
  selector: string;
  /** axe's message key: `bgGradient`, `bgImage`, `imgNode`, `shortTextContent`... */
  reason: string | null;
  /** The ratio axe requires of this text (4.5, 3 or 7), or null when axe did not say. */
  expected: number | null;
}

export interface PixelContrastMeasurement {
  /** The lowest contrast of the text colour against the background under any glyph pixel. */
  lowest: number;
  /** The highest, under any glyph pixel (about 1 when the text is drawn in the background's colour). */
  highest: number;
  /**
   * The weakest character's highest contrast against the background under it: ACT's "highest
   * possible contrast" of a character, for the character that has the least of it.
   */
  weakestCharacter: number;
  characters: number;
  glyphPixels: number;
}

export interface PixelContrastNode {
  rule: string;
  /** axe's selector, which is how the audit finds the node among axe's results. */
  selector: string;
  element: ElementRef;
  expected: number;
  reason: string;
  /** null when the element could not be measured; `note` says why. */
  measurement: PixelContrastMeasurement | null;
  note?: string;
}

export interface PixelContrastFacts {
  /** One entry per axe rule and element axe left incomplete because of what lies behind its text. */
  nodes: PixelContrastNode[];
  /** Such elements beyond MAX_ELEMENTS, per rule: left to a person. */
  notMeasured: Record<string, number>;
  /** Why nothing could be measured on this page (the nodes then have no measurement). */
  error: string | null;
}

/**
 * Reasons axe gives when the background behind the text is more than one colour (a gradient, an
 * image, a picture below the text, a box or pseudo-element over it) or exactly the text's colour (1:1,
 * which pixels confirm or not), which pixels can settle. Reasons about the text itself (a single
 * character, emoji) stay with a person.
 */
const BACKGROUND_REASONS = new Set(['bgImage', 'bgGradient', 'imgNode', 'bgOverlap', 'pseudoContent', 'elmPartiallyObscured', 'equalRatio']);
/** Each element costs its share of three clipped screenshots; the first ones cover heroes and banners. */
export const MAX_ELEMENTS = 30;
const MAX_CHARACTERS = 300;
/** Elements close together share their screenshots while the shared clip stays this small (CSS px²). */
const MAX_GROUP_AREA = 1_000_000;
/** A pixel counts as glyph when the text covers at least this share of it (anti-aliased edges cover less). */
const MIN_COVERAGE = 0.3;

/** Picks the elements to measure: background reasons only, each element once, at most MAX_ELEMENTS. */
export function pickTargets(nodes: readonly ContrastReviewNode[]): { targets: Array<ContrastReviewNode & { reason: string; expected: number }>; selectors: string[]; notMeasured: Record<string, number> } {
  const targets: Array<ContrastReviewNode & { reason: string; expected: number }> = [];
  const selectors: string[] = [];
  const notMeasured: Record<string, number> = {};
  for (const node of nodes) {
    if (node.reason === null || node.expected === null || !BACKGROUND_REASONS.has(node.reason)) continue;
    if (!selectors.includes(node.selector)) {
      if (selectors.length >= MAX_ELEMENTS) {
        notMeasured[node.rule] = (notMeasured[node.rule] ?? 0) + 1;
        continue;
      }
      selectors.push(node.selector);
    }
    targets.push({ ...node, reason: node.reason, expected: node.expected });
  }
  return { targets, selectors, notMeasured };
}

type Rgba = [number, number, number, number];

/**
 * Contrast under the glyphs of one text. `black`, `white` and `behind` are the same region with the
 * text forced black, forced white and made transparent; `characters` are in the region's pixels.
 * The text colour `fg` may be translucent: it is blended over each background pixel.
 */
export function measureGlyphContrast(black: Bitmap, white: Bitmap, behind: Bitmap, characters: readonly Rect[], fg: Rgba): PixelContrastMeasurement | null {
  const fgAlpha = fg[3];
  let lowest = Infinity;
  let highest = -Infinity;
  let weakestCharacter = Infinity;
  let measuredCharacters = 0;
  let glyphPixels = 0;
  for (const character of characters) {
    let best = -Infinity;
    const left = Math.max(0, Math.floor(character.x));
    const top = Math.max(0, Math.floor(character.y));
    const right = Math.min(behind.width, Math.ceil(character.x + character.width));
    const bottom = Math.min(behind.height, Math.ceil(character.y + character.height));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const i = (y * behind.width + x) * 4;
        const coverage = (white.data[i]! + white.data[i + 1]! + white.data[i + 2]! - black.data[i]! - black.data[i + 1]! - black.data[i + 2]!) / (3 * 255);
        if (coverage < MIN_COVERAGE) continue;
        const r = behind.data[i]!;
        const g = behind.data[i + 1]!;
        const b = behind.data[i + 2]!;
        const ratio = contrastRatio(
          luminance(fg[0] * fgAlpha + r * (1 - fgAlpha), fg[1] * fgAlpha + g * (1 - fgAlpha), fg[2] * fgAlpha + b * (1 - fgAlpha)),
          luminance(r, g, b),
        );
        glyphPixels++;
        if (ratio < lowest) lowest = ratio;
        if (ratio > best) best = ratio;
      }
    }
    if (best === -Infinity) continue;
    measuredCharacters++;
    if (best > highest) highest = best;
    if (best < weakestCharacter) weakestCharacter = best;
  }
  if (measuredCharacters === 0) return null;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { lowest: round(lowest), highest: round(highest), weakestCharacter: round(weakestCharacter), characters: measuredCharacters, glyphPixels };
}

interface PageTarget {
  selector: string;
  element: ElementRef | null;
  fg: Rgba;
  /** Character boxes in document coordinates (CSS px). */
  characters: Rect[];
  /** Why there is nothing to measure, when the element has no characters to photograph. */
  note?: string;
}

/** Lives in the page while the elements are photographed. */
interface PageState {
  targets: PageTarget[];
  /** What the viewport shows, in document coordinates. */
  viewport: Rect;
  elements: Element[];
  /** Each element's style attribute as the page had it. */
  saved: Map<Element, string | null>;
}

/**
 * Runs in the page: finds each element, reads its text colour (with the opacity of its ancestors)
 * and the box of each character of its own text, and keeps the elements for the restyling below.
 */
function readTargets({ selectors, maxCharacters }: { selectors: string[]; maxCharacters: number }): PageState {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const canvasContext = canvas.getContext('2d', { willReadFrequently: true })!;
  // The canvas turns any CSS colour syntax (rgb, hsl, oklch, color()) into sRGB bytes.
  const rgbaOf = (css: string): [number, number, number, number] => {
    canvasContext.clearRect(0, 0, 1, 1);
    canvasContext.fillStyle = css;
    canvasContext.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvasContext.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  // Whole pixels of the document, so that the screenshot clips and the boxes agree; boxes off the page
  // (text moved out of sight) have nothing to photograph.
  const pageWidth = document.documentElement.scrollWidth;
  const pageHeight = document.documentElement.scrollHeight;
  const onPage = (box: DOMRect): Array<{ x: number; y: number; width: number; height: number }> => {
    const left = Math.max(0, Math.floor(box.left + window.scrollX));
    const top = Math.max(0, Math.floor(box.top + window.scrollY));
    const right = Math.min(pageWidth, Math.ceil(box.right + window.scrollX));
    const bottom = Math.min(pageHeight, Math.ceil(box.bottom + window.scrollY));
    return right > left && bottom > top ? [{ x: left, y: top, width: right - left, height: bottom - top }] : [];
  };
  const elements: Element[] = [];
  const targets = selectors.map((selector): PageTarget => {
    let element: Element | null = null;
    try {
      element = document.querySelector(selector);
    } catch {
      element = null;
    }
    if (!element) return { selector, element: null, fg: [0, 0, 0, 1], characters: [], note: 'Not found again (inside a frame or a shadow root).' };
    elements.push(element);
    const style = getComputedStyle(element);
    // SVG text is painted with `fill`, which can also be a gradient or a pattern.
    const paint = element instanceof SVGElement ? style.fill : style.webkitTextFillColor || style.color;
    if (!CSS.supports('color', paint)) return { selector, element: window.sightlineDescribe(element), fg: [0, 0, 0, 1], characters: [], note: 'Its text is painted with a gradient or a pattern.' };
    const fg = rgbaOf(paint);
    for (let node: Element | null = element; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null)) {
      fg[3] *= Number.parseFloat(getComputedStyle(node).opacity);
    }
    const characters: Array<{ x: number; y: number; width: number; height: number }> = [];
    const range = document.createRange();
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType !== Node.TEXT_NODE) continue;
      const text = child.textContent ?? '';
      for (let i = 0; i < text.length && characters.length < maxCharacters; ) {
        const size = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
        if (text.slice(i, i + size).trim() !== '') {
          range.setStart(child, i);
          range.setEnd(child, i + size);
          const box = Array.from(range.getClientRects()).find((rect) => rect.width > 0 && rect.height > 0);
          if (box) characters.push(...onPage(box));
        }
        i += size;
      }
    }
    // Form controls draw their value without a text node: their box is the one "character".
    if (characters.length === 0 && element.matches('input, textarea, select, button')) characters.push(...onPage(element.getBoundingClientRect()));
    return { selector, element: window.sightlineDescribe(element), fg, characters, ...(characters.length === 0 ? { note: 'Its text has no visible characters.' } : {}) };
  });
  return { targets, viewport: { x: window.scrollX, y: window.scrollY, width: window.innerWidth, height: window.innerHeight }, elements, saved: new Map() };
}

/** Runs in the page: the text of every kept element painted in `colour` (null: as the page has it). */
function paintText({ elements, saved }: PageState, colour: string | null): void {
  for (const element of elements) {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) continue;
    if (!saved.has(element)) saved.set(element, element.getAttribute('style'));
    const original = saved.get(element) ?? null;
    if (colour === null) {
      // The original colours first, without a transition, then the original style attribute as it was.
      element.setAttribute('style', `${original ?? ''};transition:none!important`);
      void getComputedStyle(element).color;
      if (original === null) element.removeAttribute('style');
      else element.setAttribute('style', original);
      continue;
    }
    const shadow = getComputedStyle(element).textShadow;
    const declarations = [
      `color:${colour}`,
      `-webkit-text-fill-color:${colour}`,
      `-webkit-text-stroke-color:${colour}`,
      `text-decoration-color:${colour}`,
      `caret-color:transparent`,
      ...(element instanceof SVGElement ? [`fill:${colour}`] : []),
      // A shadow in the text's colour (currentColor) stays as the page draws it.
      `text-shadow:${shadow}`,
      'transition:none',
    ].map((declaration) => `${declaration}!important`);
    element.setAttribute('style', `${original ?? ''};${declarations.join(';')}`);
  }
}

interface Group {
  clip: Rect;
  members: PageTarget[];
}

function unionOf(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** Elements in document order share one clip while it stays small. */
function groupTargets(targets: readonly PageTarget[]): Group[] {
  const groups: Group[] = [];
  for (const target of targets) {
    const clip = target.characters.reduce(unionOf);
    const last = groups.at(-1);
    const merged = last ? unionOf(last.clip, clip) : null;
    if (last && merged && merged.width * merged.height <= MAX_GROUP_AREA) {
      last.clip = merged;
      last.members.push(target);
    } else groups.push({ clip, members: [target] });
  }
  return groups;
}

/**
 * Measures the elements axe left incomplete for background reasons; never throws. Screenshots go
 * straight through the DevTools protocol (`cdp`): a third of the time of Playwright's, which waits
 * for fonts and restyles the page around each one.
 */
export async function measurePixelContrast(page: Page, cdp: CDPSession, nodes: readonly ContrastReviewNode[]): Promise<PixelContrastFacts> {
  const { targets, selectors, notMeasured } = pickTargets(nodes);
  if (targets.length === 0) return { nodes: [], notMeasured, error: null };
  const measured = new Map<string, { element: ElementRef | null; measurement: PixelContrastMeasurement | null; note?: string }>();
  let error: string | null = null;
  try {
    await prepareForPageFunctions(page);
    const state = await page.evaluateHandle(readTargets, { selectors, maxCharacters: MAX_CHARACTERS });
    const { targets: found, viewport } = await state.evaluate(({ targets: inPage, viewport: shown }) => ({ targets: inPage, viewport: shown }));
    const visible = found.filter((target) => target.element && target.characters.length > 0);
    for (const target of found) if (!visible.includes(target)) measured.set(target.selector, { element: target.element, measurement: null, ...(target.note ? { note: target.note } : {}) });
    const groups = groupTargets(visible);
    const shots = new Map<Group, Bitmap[]>();
    const shoot = async (colour: string | null) => {
      await state.evaluate(paintText, colour);
      if (colour === null) return;
      for (const group of groups) {
        // Scale 1 gives one image pixel per CSS pixel on any device.
        const png = await captureClip(cdp, group.clip, viewport, 1);
        shots.set(group, [...(shots.get(group) ?? []), decodePng(png)]);
      }
    };
    try {
      for (const colour of ['#000', '#fff', 'transparent']) await shoot(colour);
    } finally {
      await shoot(null);
      await state.dispose();
    }
    for (const group of groups) {
      const [black, white, behind] = shots.get(group)!;
      for (const target of group.members) {
        const characters = target.characters.map((box) => ({ ...box, x: box.x - group.clip.x, y: box.y - group.clip.y }));
        const measurement = measureGlyphContrast(black!, white!, behind!, characters, target.fg);
        measured.set(target.selector, { element: target.element, measurement, ...(measurement ? {} : { note: 'Its text is not visible: something covers it, or it is clipped.' }) });
      }
    }
  } catch (caught) {
    error = `The contrast could not be measured from pixels: ${caught instanceof Error ? caught.message.split('\n')[0] : String(caught)}`;
  }
  return {
    nodes: targets.map(({ rule, selector, reason, expected }) => {
      const result = measured.get(selector);
      return {
        rule,
        selector,
        reason,
        expected,
        element: result?.element ?? { selector, snippet: '', rect: null },
        measurement: result?.measurement ?? null,
        ...(result?.note ? { note: result.note } : {}),
      };
    }),
    notMeasured,
    error,
  };
}
