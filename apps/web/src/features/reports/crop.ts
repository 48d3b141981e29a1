import type { Rect } from './types';

/** The analyzer draws each marker's number in a label this tall above its box (gatherers/ui/annotate.ts). */
const LABEL_HEIGHT = 20;

export interface Crop {
  /** Screenshot pixels per thumbnail pixel, inverted: the thumbnail shows the screenshot at this scale. */
  scale: number;
  /** Top-left corner of the part shown, in screenshot (CSS) pixels. */
  x: number;
  y: number;
}

/**
 * The part of an annotated screenshot (one image pixel per CSS pixel) that shows `rect` with its
 * numbered label and some room around it, filling a thumbnail of `box`: centred on the element,
 * never past the image's top or left edge, and enlarged at most twice.
 */
export function cropAround(rect: Rect, box: { width: number; height: number }, margin = 24): Crop {
  const top = rect.y - LABEL_HEIGHT;
  const height = rect.height + LABEL_HEIGHT;
  const scale = Math.min(box.width / (rect.width + 2 * margin), box.height / (height + 2 * margin), 2);
  const x = Math.max(0, rect.x + rect.width / 2 - box.width / scale / 2);
  const y = Math.max(0, top + height / 2 - box.height / scale / 2);
  return { scale, x, y };
}
