// The numbers drawn onto the annotated screenshot must be readable: each label's text against its
// fill at 4.5:1 or more (WCAG 1.4.3), read from the HTML the browser is given to draw.
import { describe, expect, it } from 'vitest';
import { annotationHtml, type Marker } from '../../../src/gatherers/ui/annotate';
import { contrastRatio, luminance } from '../../../src/gatherers/ui/pixels';
import type { Severity } from '../../../src/types';

const SEVERITIES: Severity[] = ['critical', 'serious', 'moderate', 'minor'];

const markers: Marker[] = SEVERITIES.map((severity, i) => ({
  marker: i + 1,
  findingId: `finding-${severity}`,
  selector: `#${severity}`,
  rect: { x: 20, y: 40 + i * 100, width: 200, height: 40 },
  severity,
}));

/** A CSS declaration list as a map; later declarations win, as in CSS. */
const declarations = (css: string) => new Map(css.split(';').map((d) => d.split(':').map((part) => part.trim()) as [string, string]).filter(([name]) => name));

const luminanceOf = (hex: string) => {
  expect(hex, 'a #rrggbb colour').toMatch(/^#[0-9a-f]{6}$/i);
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return luminance(r!, g!, b!);
};

describe('annotated screenshot labels', () => {
  it('draw every severity’s number at 4.5:1 or more against its label', () => {
    const html = annotationHtml('', { width: 400, height: 600 }, markers);
    const rule = declarations(/\.label\{([^}]*)\}/.exec(html)?.[1] ?? '');
    const labels = [...html.matchAll(/<span class="label" style="([^"]*)">([^<]*)<\/span>/g)].map(([, style, text]) => {
      const own = declarations(style!);
      return { text, fill: own.get('background') ?? rule.get('background'), colour: own.get('color') ?? rule.get('color') ?? '#000000' };
    });
    expect(labels.map((label) => label.text)).toEqual(['1', '2', '3', '4']);
    const expand = (colour: string | undefined) => (colour && /^#[0-9a-f]{3}$/i.test(colour) ? colour.replace(/[0-9a-f]/gi, (c) => c + c) : colour);
    for (const [i, label] of labels.entries()) {
      const ratio = contrastRatio(luminanceOf(expand(label.fill)!), luminanceOf(expand(label.colour)!));
      expect(ratio, `${SEVERITIES[i]}: ${label.colour} on ${label.fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
