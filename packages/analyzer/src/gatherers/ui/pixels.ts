// Pixel arithmetic on decoded PNG screenshots (pngjs: pure JavaScript, nothing to compile).
import { PNG } from 'pngjs';

export interface Bitmap {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel. */
  data: Uint8Array;
}

export function decodePng(buffer: Buffer): Bitmap {
  const png = PNG.sync.read(buffer);
  return { width: png.width, height: png.height, data: png.data };
}

/** WCAG relative luminance of an sRGB colour with 0–255 channels. */
export function luminance(r: number, g: number, b: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Contrast of `text` (RGB) against every pixel of `background`, summarised by percentiles: p10 is
 * the contrast that 90 % of the background reaches, so a few dark speckles on a light photo do not
 * decide, but a bright band behind a tenth of the text does.
 */
export function contrastAgainst(background: Bitmap, text: [number, number, number]): { p10: number; median: number; min: number } {
  const textLum = luminance(...text);
  const ratios: number[] = [];
  // Every second pixel in each direction is plenty for a statistic and 4× cheaper.
  for (let y = 0; y < background.height; y += 2) {
    for (let x = 0; x < background.width; x += 2) {
      const i = (y * background.width + x) * 4;
      ratios.push(contrastRatio(textLum, luminance(background.data[i]!, background.data[i + 1]!, background.data[i + 2]!)));
    }
  }
  if (ratios.length === 0) return { p10: 21, median: 21, min: 21 };
  ratios.sort((a, b) => a - b);
  const at = (q: number) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))]!;
  return { p10: round(at(0.1)), median: round(at(0.5)), min: round(ratios[0]!) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Colour statistics of a screenshot: how many distinct colours cover at least 0.5 % of it (after
 * quantising to 4 bits per channel, so anti-aliasing does not count), and the share of pixels that
 * are the dominant (background) colour, our whitespace ratio.
 */
export function colourStats(bitmap: Bitmap): { distinctColours: number; whitespaceRatio: number; dominant: string } {
  const counts = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < bitmap.data.length; i += 8) {
    const key = ((bitmap.data[i]! >> 4) << 8) | ((bitmap.data[i + 1]! >> 4) << 4) | (bitmap.data[i + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total += 1;
  }
  let dominantKey = 0;
  let dominantCount = 0;
  let distinct = 0;
  for (const [key, count] of counts) {
    if (count > dominantCount) [dominantKey, dominantCount] = [key, count];
    if (count / total >= 0.005) distinct += 1;
  }
  const hex = (nibble: number) => ((nibble << 4) | 8).toString(16).padStart(2, '0');
  return {
    distinctColours: distinct,
    whitespaceRatio: total === 0 ? 0 : Math.round((dominantCount / total) * 1000) / 1000,
    dominant: `#${hex(dominantKey >> 8)}${hex((dominantKey >> 4) & 15)}${hex(dominantKey & 15)}`,
  };
}
