import { describe, expect, it } from 'vitest';
import { contrastRatio, MARKER_COLOURS, readableOn } from './colour';

describe('report colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    // The figure: white on the serious marker's orange.
    expect(contrastRatio('#ffffff', '#e85d04')).toBeCloseTo(3.5, 1);
  });

  it('gives every marker badge text that reads at 4.5:1 or more on its severity colour', () => {
    for (const [severity, colour] of Object.entries(MARKER_COLOURS)) expect(contrastRatio(readableOn(colour), colour), severity).toBeGreaterThanOrEqual(4.5);
  });
});
