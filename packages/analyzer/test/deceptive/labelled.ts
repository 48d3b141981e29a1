// The labelled fixture segments (test/fixtures/dark-patterns/labelled.jsonl) and their fixed split:
// a segment is held out when the FNV-1a hash of its text falls in the last 3 of 10 buckets, so the
// split never changes as lines are added elsewhere and rules are tuned on the training part only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classify, DARK_PATTERN_CATEGORIES, type DarkPatternCategory } from '../../src/deceptive/classify';
import { FIXTURES } from '../helpers/sites';

export interface Labelled {
  text: string;
  darkPattern: boolean;
  category: DarkPatternCategory | null;
}

/** A labelled file of test/fixtures/dark-patterns: labelled.jsonl by default. */
export function readLabelled(file = 'labelled.jsonl'): Labelled[] {
  return readFileSync(join(FIXTURES, 'dark-patterns', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Labelled);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

export const heldOut = (segment: Labelled): boolean => fnv1a(segment.text) % 10 >= 7;

export interface Evaluation {
  n: number;
  accuracy: number;
  /** Ordinary segments called dark patterns, over ordinary segments. */
  falsePositiveRate: number;
  /** Per category: dark segments of it called dark patterns of any category, and of it. */
  recall: Record<DarkPatternCategory, { n: number; detected: number; sameCategory: number }>;
  errors: Array<Labelled & { got: ReturnType<typeof classify> }>;
}

export function evaluate(segments: Labelled[]): Evaluation {
  const recall = Object.fromEntries(DARK_PATTERN_CATEGORIES.map((category) => [category, { n: 0, detected: 0, sameCategory: 0 }])) as Evaluation['recall'];
  let correct = 0;
  let ordinary = 0;
  let falsePositives = 0;
  const errors: Evaluation['errors'] = [];
  for (const segment of segments) {
    const got = classify(segment.text);
    if (got.darkPattern === segment.darkPattern) correct++;
    else errors.push({ ...segment, got });
    if (!segment.darkPattern) {
      ordinary++;
      if (got.darkPattern) falsePositives++;
    } else if (segment.category) {
      const entry = recall[segment.category];
      entry.n++;
      if (got.darkPattern) entry.detected++;
      if (got.category === segment.category) entry.sameCategory++;
      else if (got.darkPattern) errors.push({ ...segment, got });
    }
  }
  return { n: segments.length, accuracy: correct / segments.length, falsePositiveRate: falsePositives / ordinary, recall, errors };
}

export function describeEvaluation(name: string, result: Evaluation): string {
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  const lines = [`${name}: ${result.n} segments, accuracy ${pct(result.accuracy)}, false-positive rate ${pct(result.falsePositiveRate)}`];
  for (const [category, { n, detected, sameCategory }] of Object.entries(result.recall)) {
    lines.push(`  ${category.padEnd(14)} recall ${detected}/${n} (${pct(n ? detected / n : 0)}), right category ${sameCategory}/${n}`);
  }
  return lines.join('\n');
}
