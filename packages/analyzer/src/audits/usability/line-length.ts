import type { Audit } from '../../types';

/** The classic typographic range for comfortable reading (Bringhurst: 45–75, up to 90 for wide columns). */
const MIN_CHARS = 45;
const MAX_CHARS = 90;
/** Failed when more than this share of the body copy is outside the range. */
const MAX_OUT_SHARE = 0.5;

export const lineLength: Audit<'LineLengths'> = {
  meta: {
    id: 'line-length',
    category: 'usability',
    title: `Body text lines are ${MIN_CHARS}–${MAX_CHARS} characters long`,
    failureTitle: `Body text lines are shorter than ${MIN_CHARS} or longer than ${MAX_CHARS} characters`,
    description:
      'Very long lines make the eye lose its place when jumping back to the next line; very short ones break the reading rhythm with constant line changes.',
    recommendation: `Limit the text column, e.g. \`max-width: 70ch\` on paragraphs, to keep ${MIN_CHARS}–${MAX_CHARS} characters per line.`,
    guide: '/guides/how-humans-see',
    severity: 'minor',
    requiredArtifacts: ['LineLengths'],
    // A phone column is short by nature; the range is a desktop layout rule.
    devices: ['desktop'],
  },
  audit({ LineLengths }) {
    if (LineLengths.length === 0) return { outcome: 'not-applicable', explanation: 'No paragraph of two lines or more.' };
    const total = LineLengths.reduce((sum, p) => sum + p.chars, 0);
    const out = LineLengths.filter((p) => p.charsPerLine < MIN_CHARS || p.charsPerLine > MAX_CHARS);
    const outShare = out.reduce((sum, p) => sum + p.chars, 0) / total;
    const median = [...LineLengths].sort((a, b) => a.charsPerLine - b.charsPerLine)[Math.floor(LineLengths.length / 2)]?.charsPerLine;
    const displayValue = `Median ${median} characters per line`;
    if (outShare <= MAX_OUT_SHARE) return { outcome: 'passed', score: 1 - outShare, displayValue };
    return {
      outcome: 'failed',
      score: 1 - outShare,
      displayValue,
      elements: out.slice(0, 10).map((p) => ({ selector: p.selector, snippet: p.snippet, rect: p.rect, note: `${p.charsPerLine} characters per line` })),
    };
  },
};
