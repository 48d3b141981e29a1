// Shared by the viewport and pinch-zoom audits, which read the same tag.
import type { ElementRef } from '../../types';

/** Parses `width=device-width, initial-scale=1` (commas or semicolons, case-insensitive keys). */
export function parseViewportContent(content: string): Map<string, string> {
  const entries = content
    .split(/[,;]/)
    .map((part) => part.split('=').map((s) => s.trim().toLowerCase()))
    .filter((kv): kv is [string, string] => kv.length === 2 && kv[0] !== '');
  return new Map(entries);
}

export function viewportElement(content: string): ElementRef {
  return { selector: 'meta[name="viewport"]', snippet: `<meta name="viewport" content="${content}">`, rect: null };
}
