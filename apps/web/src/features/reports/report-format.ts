// How every report view orders categories and prints sizes, apart from the comprehensive view's
// shaping (comprehensive.ts, with the WCAG criteria), so the standard view loads without that.
import type { Category } from './types';

export const CATEGORY_ORDER: readonly Category[] = ['general', 'social', 'usability', 'accessibility', 'pageSpeed', 'uiAnalysis', 'deceptiveDesign'];

/**
 * The categories whose scores a report (or one of its pages) lists: deceptive design only when it
 * was measured, since it is asked for on its own (from /bias-detection) and reports made before it
 * or without it must read as they always did.
 */
export function listedCategories(scores: Partial<Record<Category, number | null>>): Category[] {
  return CATEGORY_ORDER.filter((category) => category !== 'deceptiveDesign' || (scores.deceptiveDesign !== undefined && scores.deceptiveDesign !== null));
}

/** Bytes the way the analyzer prints them (KiB below a MiB), plain bytes below a KiB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.round(bytes / 1024)} KiB`;
}
