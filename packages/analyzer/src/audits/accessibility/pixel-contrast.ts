// Verdicts on the contrast axe-core could not decide (text over gradients and images), from the
// contrast measured in pixels under the glyphs (gatherers/accessibility/pixel-contrast.ts). A verdict
// is given only when it is clear by a margin; text over a photo that is both sides of the threshold
// stays with a person.
import type { AxeRuleResult } from '../../gatherers/accessibility/axe';
import type { PixelContrastFacts, PixelContrastMeasurement, PixelContrastNode } from '../../gatherers/accessibility/pixel-contrast';
import type { ElementRef } from '../../types';

/**
 * How far from the required ratio a measurement must be. One level of an 8-bit channel moves a
 * ratio by up to about 1.5 %, and a gradient can be dithered by a level: 3 % is beyond both.
 */
export const MARGIN = 0.03;
/** Text drawn in the colour of what is behind it is not visual text (ACT), so contrast does not apply. */
const INVISIBLE_BELOW = 1.05;

export type PixelVerdict = 'passed' | 'failed' | 'unclear' | 'invisible';

/**
 * Passed when every glyph pixel reaches the ratio; failed when some character reaches it nowhere
 * (ACT's "highest possible contrast" of that character is too low); otherwise unclear.
 */
export function pixelVerdict(measurement: PixelContrastMeasurement, expected: number): PixelVerdict {
  if (measurement.highest < INVISIBLE_BELOW) return 'invisible';
  if (measurement.lowest >= expected * (1 + MARGIN)) return 'passed';
  if (measurement.weakestCharacter < expected / (1 + MARGIN)) return 'failed';
  return 'unclear';
}

/** What 1.4.6 (enhanced) asks of text that 1.4.3 asks `minimum` of: 4.5 for large text, else 7. */
export function enhancedRatio(minimum: number): number {
  return minimum < 4.5 ? 4.5 : 7;
}

const ratio = (value: number) => `${value.toFixed(2)}:1`;

interface Judged {
  node: PixelContrastNode;
  measurement: PixelContrastMeasurement;
  expected: number;
  verdict: PixelVerdict;
}

function judge(node: PixelContrastNode, expected: number): Judged | null {
  return node.measurement ? { node, measurement: node.measurement, expected, verdict: pixelVerdict(node.measurement, expected) } : null;
}

function noteOf({ measurement, expected, verdict }: Judged): string {
  if (verdict === 'failed') return `Measured from pixels: a character of this text reaches at most ${ratio(measurement.weakestCharacter)} against what is behind it; it needs ${ratio(expected)}.`;
  return `Measured from pixels: parts of this text are at ${ratio(measurement.lowest)} against what is behind them, and every character reaches ${ratio(measurement.weakestCharacter)} somewhere; it needs ${ratio(expected)}, too close or too mixed to decide without a person.`;
}

export interface PixelDecision {
  /** Elements the pixels show to fail. */
  failed: ElementRef[];
  /** Undecided elements (axe's, as far as it lists them, and measured ones) with what was measured. */
  undecided: ElementRef[];
  /** How many elements stay undecided, listed or not. */
  undecidedCount: number;
  /** Elements the pixels show to pass. */
  passed: number;
}

/**
 * Settles what axe left undecided on one contrast rule. For the enhanced rule (1.4.6) axe counts text
 * whose background it cannot read as passed and leaves it to the minimum rule (1.4.3); the text that
 * rule left undecided is judged here against the enhanced ratio, unless it fails the minimum one
 * already (that failure is the minimum rule's finding, as in axe). Null when there is nothing to settle.
 */
export function decideByPixels(ruleId: string, incomplete: AxeRuleResult | undefined, facts: PixelContrastFacts): PixelDecision | null {
  const own = facts.nodes.filter((node) => node.rule === ruleId).map((node) => judge(node, node.expected));
  const borrowed =
    ruleId === 'color-contrast-enhanced'
      ? facts.nodes
          .filter((node) => node.rule === 'color-contrast' && !['failed', 'invisible'].includes(judge(node, node.expected)?.verdict ?? 'unclear'))
          .map((node) => judge(node, enhancedRatio(node.expected)))
          .filter((judged): judged is Judged => judged !== null)
      : [];
  if (!incomplete && borrowed.length === 0) return null;
  const judged = new Map<string, Judged>();
  for (const one of own) if (one) judged.set(one.node.selector, one);
  const unclear = (selector: string) => (judged.get(selector)?.verdict ?? 'unclear') === 'unclear';
  const undecided = (incomplete?.nodes ?? [])
    .filter((node) => unclear(node.selector))
    .map((node): ElementRef => {
      const measured = judged.get(node.selector);
      const note = measured ? noteOf(measured) : node.message;
      return { selector: node.selector, snippet: node.snippet, rect: node.rect, ...(note ? { note } : {}) };
    });
  const ownDecided = [...judged.values()].filter(({ verdict }) => verdict !== 'unclear').length;
  const borrowedUnclear = borrowed.filter(({ verdict }) => verdict === 'unclear');
  const all = [...judged.values(), ...borrowed];
  return {
    failed: all.filter(({ verdict }) => verdict === 'failed').map((one) => ({ ...one.node.element, note: noteOf(one) })),
    undecided: [...undecided, ...borrowedUnclear.map((one) => ({ ...one.node.element, note: noteOf(one) }))],
    undecidedCount: (incomplete?.nodeCount ?? 0) - ownDecided + borrowedUnclear.length,
    passed: all.filter(({ verdict }) => verdict === 'passed').length,
  };
}
