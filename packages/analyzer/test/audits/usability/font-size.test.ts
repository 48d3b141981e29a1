import { describe, expect, it } from 'vitest';
import { bodyFontSize } from '../../../src/audits/usability/body-font-size';
import { fontSize } from '../../../src/audits/usability/font-size';
import type { FontSizesArtifact } from '../../../src/gatherers/usability/font-sizes';
import { mobileContext, ref, single } from './context';

function artifact(sizes: Array<[number, number]>, body: Array<[number, number]> = []): FontSizesArtifact {
  return {
    charsBySize: sizes.map(([px, chars]) => ({ px, chars })),
    bodyCharsBySize: body.map(([px, chars]) => ({ px, chars, sample: ref(`p.size-${px}`) })),
    smallText: sizes.filter(([px]) => px < 12).map(([px, chars]) => ({ ...ref(`.small-${px}`), px, chars })),
  };
}

describe('font-size', () => {
  it('passes when little text is under 12 px', () => {
    const r = single(fontSize.audit({ FontSizes: artifact([[16, 900], [10, 100]]) }, mobileContext));
    expect(r.outcome).toBe('passed');
    expect(r.displayValue).toBe('10 % of the text is under 12 px');
  });
  it('fails with a partial score and lists the small text', () => {
    const r = single(fontSize.audit({ FontSizes: artifact([[16, 300], [11, 700]]) }, mobileContext));
    expect(r.outcome).toBe('failed');
    expect(r.score).toBeCloseTo(0.3);
    // Only the report's element fields: the measurements go into the note.
    expect(r.elements).toEqual([{ ...ref('.small-11'), note: '11 px, 700 characters' }]);
  });
  it('is not applicable without text', () => {
    expect(single(fontSize.audit({ FontSizes: artifact([]) }, mobileContext)).outcome).toBe('not-applicable');
  });
});

describe('body-font-size', () => {
  it('judges the size carrying most body copy', () => {
    expect(single(bodyFontSize.audit({ FontSizes: artifact([], [[14, 100], [16, 900]]) }, mobileContext)).outcome).toBe('passed');
    const r = single(bodyFontSize.audit({ FontSizes: artifact([], [[14, 900], [18, 100]]) }, mobileContext));
    expect(r.outcome).toBe('failed');
    expect(r.elements?.[0]?.selector).toBe('p.size-14');
  });
  it('is not applicable without paragraphs', () => {
    expect(single(bodyFontSize.audit({ FontSizes: artifact([[16, 10]]) }, mobileContext)).outcome).toBe('not-applicable');
  });
});
