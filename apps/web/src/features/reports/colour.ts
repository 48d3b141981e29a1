// Colour contrast as WCAG defines it, for the report's fixed colours and an agency's accent.
import type { Severity } from './types';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const DARK_TEXT = '#18181b';
const LIGHT_TEXT = '#ffffff';

/** Near-black or white text on `hex`, whichever contrasts more. */
export const readableOn = (hex: string) => (contrastRatio(hex, DARK_TEXT) > contrastRatio(hex, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT);

/**
 * The colours the analyzer draws each severity's boxes with (gatherers/ui/annotate.ts), so a marker
 * badge and its box on the screenshot look alike. Fixed: white-label accents never change them.
 */
export const MARKER_COLOURS: Record<Severity, string> = { critical: '#d00000', serious: '#e85d04', moderate: '#7b2cbf', minor: '#0077b6' };
