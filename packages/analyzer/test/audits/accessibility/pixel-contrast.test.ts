import { describe, expect, it } from 'vitest';
import { axeAudits } from '../../../src/audits/accessibility/axe-rules';
import { decideByPixels, enhancedRatio, MARGIN, pixelVerdict } from '../../../src/audits/accessibility/pixel-contrast';
import type { AxeArtifact, AxeRuleResult } from '../../../src/gatherers/accessibility/axe';
import { MAX_ELEMENTS, measureGlyphContrast, pickTargets, type PixelContrastFacts, type PixelContrastMeasurement, type PixelContrastNode } from '../../../src/gatherers/accessibility/pixel-contrast';
import type { Bitmap } from '../../../src/gatherers/ui/pixels';
import { context, single } from './helpers';

type Rgb = [number, number, number];

/** A width × height bitmap whose pixel (x, y) is `paint(x, y)`. */
function bitmap(width: number, height: number, paint: (x: number, y: number) => Rgb): Bitmap {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data.set([...paint(x, y), 255], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** Three shots of text whose glyphs cover `glyph(x, y)` (0–1) over `behind`, as the gatherer takes them. */
function shots(width: number, height: number, behind: (x: number, y: number) => Rgb, glyph: (x: number, y: number) => number) {
  const over = (ink: number) => (x: number, y: number): Rgb => behind(x, y).map((channel) => Math.round(channel * (1 - glyph(x, y)) + ink * glyph(x, y))) as Rgb;
  return { black: bitmap(width, height, over(0)), white: bitmap(width, height, over(255)), behind: bitmap(width, height, behind) };
}

const grey = (value: number): Rgb => [value, value, value];
/** Two 10 × 10 characters side by side; each glyph is its middle column band, anti-aliased at the edges. */
const characters = [
  { x: 0, y: 0, width: 10, height: 10 },
  { x: 10, y: 0, width: 10, height: 10 },
];
const stroke = (x: number) => ([3, 4, 5, 6].includes(x % 10) ? 1 : [2, 7].includes(x % 10) ? 0.2 : 0);

describe('contrast under the glyphs', () => {
  it('compares the text colour with what is behind each glyph pixel (WCAG relative luminance)', () => {
    // #777 on white is 4.48:1, #767676 on white 4.54:1 (WCAG's own worked values).
    const { black, white, behind } = shots(20, 10, () => grey(255), stroke);
    expect(measureGlyphContrast(black, white, behind, characters, [0x77, 0x77, 0x77, 1])).toMatchObject({ lowest: 4.48, highest: 4.48, weakestCharacter: 4.48, characters: 2 });
    expect(measureGlyphContrast(black, white, behind, characters, [0x76, 0x76, 0x76, 1])?.lowest).toBe(4.54);
    expect(measureGlyphContrast(black, white, behind, characters, [0, 0, 0, 1])?.lowest).toBe(21);
  });

  it('finds the worst pixel under the glyphs, not in the gaps between them', () => {
    // Black text over a background that is white under the strokes and black in the gaps.
    const { black, white, behind } = shots(20, 10, (x) => (stroke(x) === 1 ? grey(255) : grey(0)), stroke);
    // Only fully covered and well covered pixels count: the 20 % edge pixels over black do not.
    expect(measureGlyphContrast(black, white, behind, characters, [0, 0, 0, 1])).toMatchObject({ lowest: 21, highest: 21 });
  });

  it("keeps each character's best: the weakest character decides a failure, the worst pixel a pass", () => {
    // A gradient from white (left) to black (right) under black text: the strokes are at x 3–6 and 13–16.
    const level = (x: number) => Math.round(255 * (1 - x / 19));
    const { black, white, behind } = shots(20, 10, (x) => grey(level(x)), stroke);
    // Black against a grey, by WCAG's formula written out: (L + 0.05) / 0.05.
    const againstBlack = (value: number) => Math.round(((((value / 255 + 0.055) / 1.055) ** 2.4 + 0.05) / 0.05) * 100) / 100;
    expect(measureGlyphContrast(black, white, behind, characters, [0, 0, 0, 1])).toMatchObject({
      highest: againstBlack(level(3)),
      weakestCharacter: againstBlack(level(13)),
      lowest: againstBlack(level(16)),
    });
  });

  it('blends translucent text over each background pixel', () => {
    // rgba(0, 0, 0, 0.3) on white is #b3b3b3: 2.1:1 (ACT afw4f7, Failed Example 4).
    const { black, white, behind } = shots(20, 10, () => grey(255), stroke);
    expect(measureGlyphContrast(black, white, behind, characters, [0, 0, 0, 0.3])?.lowest).toBeCloseTo(2.1, 1);
  });

  it('measures nothing where no glyph is drawn (text covered or clipped)', () => {
    const { black, white, behind } = shots(20, 10, () => grey(255), () => 0);
    expect(measureGlyphContrast(black, white, behind, characters, [0, 0, 0, 1])).toBeNull();
  });
});

describe('which elements are measured', () => {
  const node = (selector: string, reason: string | null, rule = 'color-contrast') => ({ rule, selector, reason, expected: 4.5 });

  it('takes only background reasons, each element once for both rules, and counts what is over the limit', () => {
    const nodes = [
      node('h1', 'bgGradient'),
      node('h1', 'bgGradient', 'color-contrast-enhanced'),
      node('p', 'shortTextContent'),
      node('span', null),
      ...Array.from({ length: MAX_ELEMENTS + 2 }, (_, i) => node(`li:nth-child(${i + 1})`, 'bgImage')),
    ];
    const { targets, selectors, notMeasured } = pickTargets(nodes);
    expect(selectors).toHaveLength(MAX_ELEMENTS);
    expect(selectors[0]).toBe('h1');
    expect(targets.filter((target) => target.selector === 'h1').map((target) => target.rule)).toEqual(['color-contrast', 'color-contrast-enhanced']);
    expect(targets.some((target) => target.selector === 'p' || target.selector === 'span')).toBe(false);
    expect(notMeasured).toEqual({ 'color-contrast': 3 });
  });
});

const measurement = (lowest: number, weakestCharacter: number, highest = Math.max(lowest, weakestCharacter) + 1): PixelContrastMeasurement => ({ lowest, highest, weakestCharacter, characters: 10, glyphPixels: 300 });

describe('verdicts, clear by a margin', () => {
  it('passes when every glyph pixel clears the ratio by the margin', () => {
    expect(pixelVerdict(measurement(4.5 * (1 + MARGIN), 9), 4.5)).toBe('passed');
    expect(pixelVerdict(measurement(4.6, 9), 4.5)).toBe('unclear');
  });

  it('fails when a character reaches the ratio nowhere, by the margin', () => {
    expect(pixelVerdict(measurement(2, 4.3), 4.5)).toBe('failed');
    expect(pixelVerdict(measurement(2, 4.45), 4.5)).toBe('unclear');
  });

  it('leaves text over a photo on both sides of the threshold to a person', () => {
    expect(pixelVerdict(measurement(1.8, 6), 4.5)).toBe('unclear');
  });

  it('calls text in the colour of what is behind it invisible, which contrast does not apply to', () => {
    expect(pixelVerdict({ lowest: 1, highest: 1.01, weakestCharacter: 1, characters: 5, glyphPixels: 50 }, 4.5)).toBe('invisible');
  });

  it('asks 7:1 (4.5:1 of large text) for enhanced contrast', () => {
    expect([enhancedRatio(4.5), enhancedRatio(3)]).toEqual([7, 4.5]);
  });
});

const pixelNode = (selector: string, lowest: number, weakest: number, rule = 'color-contrast', expected = 4.5): PixelContrastNode => ({
  rule,
  selector,
  reason: 'bgGradient',
  expected,
  element: { selector: `body > ${selector}`, snippet: `<${selector}>`, rect: null },
  measurement: measurement(lowest, weakest),
});
const axeNode = (selector: string) => ({ selector, snippet: `<${selector}>`, rect: null, message: "Element's background color could not be determined due to a background gradient" });
const incomplete = (id: string, selectors: string[], nodeCount = selectors.length): AxeRuleResult => ({ id, outcome: 'incomplete', impact: 'serious', nodes: selectors.map(axeNode), nodeCount });
const facts = (nodes: PixelContrastNode[]): PixelContrastFacts => ({ nodes, notMeasured: {}, error: null });

describe("settling axe's undecided contrast", () => {
  it('splits the elements into failed, passed and undecided ones', () => {
    const decision = decideByPixels('color-contrast', incomplete('color-contrast', ['h1', 'h2', 'h3', 'h4'], 5), facts([pixelNode('h1', 2, 3), pixelNode('h2', 6, 9), pixelNode('h3', 2, 8)]))!;
    expect(decision.failed.map((element) => element.selector)).toEqual(['body > h1']);
    expect(decision.failed[0]!.note).toContain('3.00:1');
    expect(decision.passed).toBe(1);
    // h3 (both sides), h4 (not measured) and the fifth element axe did not list.
    expect(decision.undecided.map((element) => element.selector)).toEqual(['h3', 'h4']);
    expect(decision.undecidedCount).toBe(3);
  });

  it('judges text the minimum rule left undecided against the enhanced ratio, once', () => {
    const measured = facts([pixelNode('h1', 4.9, 5), pixelNode('h2', 8, 9), pixelNode('h3', 1.5, 2)]);
    const decision = decideByPixels('color-contrast-enhanced', undefined, measured)!;
    // h1 passes 4.5 but not 7; h3 fails the minimum already, which is the minimum rule's finding.
    expect(decision.failed.map((element) => element.selector)).toEqual(['body > h1']);
    expect(decision.passed).toBe(1);
    expect(decideByPixels('color-contrast-enhanced', undefined, facts([]))).toBeNull();
  });
});

describe('the axe contrast audits with pixels', () => {
  const audit = (id: string) => axeAudits.find((candidate) => candidate.meta.id === id)!;
  const run = (id: string, results: AxeRuleResult[], pixels: PixelContrastNode[]) => {
    const Axe: AxeArtifact = { version: '4.14.1', contentType: 'text/html', results, pixelContrast: facts(pixels) };
    return single(audit(id).audit({ Axe, HiddenFocus: { modalOpen: false, checked: [], notChecked: 0 } }, context));
  };

  it('fails on a measured failure, passes when every undecided element clears, and otherwise needs review', () => {
    const undecided = [incomplete('color-contrast', ['h1'])];
    expect(run('axe-color-contrast', undecided, [pixelNode('h1', 1.5, 2)])).toMatchObject({ outcome: 'failed', severity: 'serious', displayValue: '1 element' });
    expect(run('axe-color-contrast', undecided, [pixelNode('h1', 6, 9)]).outcome).toBe('passed');
    expect(run('axe-color-contrast', undecided, [pixelNode('h1', 2, 9)]).outcome).toBe('needs-review');
    expect(run('axe-color-contrast', undecided, []).outcome).toBe('needs-review');
  });

  it("adds measured failures to axe's own and keeps the enhanced rule's failures advice at AA", () => {
    const violation: AxeRuleResult = { id: 'color-contrast', outcome: 'violation', impact: 'serious', nodes: [axeNode('p')], nodeCount: 2 };
    expect(run('axe-color-contrast', [violation, incomplete('color-contrast', ['h1'])], [pixelNode('h1', 1.5, 2)])).toMatchObject({ outcome: 'failed', displayValue: '3 elements' });
    const enhanced = run('axe-color-contrast-enhanced', [{ id: 'color-contrast-enhanced', outcome: 'pass', impact: null, nodes: [], nodeCount: 3 }], [pixelNode('h1', 5, 5.5)]);
    expect(enhanced).toMatchObject({ outcome: 'failed', severity: 'minor' });
  });
});
