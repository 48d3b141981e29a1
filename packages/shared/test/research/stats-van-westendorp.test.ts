import { describe, expect, it } from 'vitest';
import { vanWestendorp, type VanWestendorpAnswer } from '../../src/research/stats';

const answer = (tooCheap: number, cheap: number, expensive: number, tooExpensive: number): VanWestendorpAnswer => ({ tooCheap, cheap, expensive, tooExpensive });

describe('vanWestendorp', () => {
  // Four consistent answers and one whose "too cheap" (20) is above its "cheap" (10), which is dropped.
  const answers = [answer(5, 10, 20, 30), answer(10, 15, 25, 40), answer(5, 10, 15, 20), answer(10, 20, 30, 40), answer(20, 10, 30, 40)];
  // Worked by hand, in answer counts out of 4, at each price answered:
  //   price          5   10   15   20   25   30   40
  //   too cheap      4    2    0    0    0    0    0   (too-cheap price ≥ p: 5, 10, 5, 10)
  //   cheap          4    4    2    1    0    0    0   (cheap price ≥ p: 10, 15, 10, 20)
  //   not cheap      0    0    2    3    4    4    4
  //   expensive      0    0    1    2    3    4    4   (expensive price ≤ p: 20, 25, 15, 30)
  //   not expensive  4    4    3    2    1    0    0
  //   too expensive  0    0    0    1    1    2    4   (too-expensive price ≤ p: 30, 40, 20, 40)
  // PMC, too cheap − not cheap: 4, 2, −2 → crosses between 10 and 15 at 10 + 5 × 2/4 = 12.5.
  // PME, too expensive − not expensive: −4, −4, −3, −1, 0 → 25.
  // OPP, too cheap − too expensive: 4, 2, 0 → 15.
  // IPP, cheap − expensive: 4, 4, 1, −1 → crosses between 15 and 20 at 15 + 5 × 1/2 = 17.5.
  it('finds the four price points of a hand-worked example', () => {
    const result = vanWestendorp(answers)!;
    expect(result).toMatchObject({ n: 4, dropped: 1, pmc: 12.5, pme: 25, opp: 15, ipp: 17.5 });
    expect(result.curves.map((c) => c.price)).toEqual([5, 10, 15, 20, 25, 30, 40]);
    expect(result.curves[2]).toEqual({ price: 15, tooCheap: 0, cheap: 0.5, notCheap: 0.5, expensive: 0.25, notExpensive: 0.75, tooExpensive: 0 });
  });

  it('puts a point on a price where the two curves meet exactly', () => {
    // Two answers (1, 2, 3, 3) and (3, 4, 4, 5), in counts out of 2 at prices 1 2 3 4 5:
    // too cheap 2 1 1 0 0, too expensive 0 0 1 1 2 → OPP difference 2, 1, 0, −1, −2 → 3;
    // cheap (≥ p: 2, 4) 2 2 1 1 0, expensive (≤ p: 3, 4) 0 0 1 2 2 → IPP difference 2, 2, 0, −1, −2 → 3;
    // not cheap 0 0 1 1 2 → PMC difference 2, 1, 0, −1, −2 → 3;
    // not expensive 2 2 1 0 0 → PME difference −2, −2, 0, 1, 2 → 3.
    expect(vanWestendorp([answer(1, 2, 3, 3), answer(3, 4, 4, 5)])).toMatchObject({ n: 2, opp: 3, ipp: 3, pmc: 3, pme: 3 });
  });

  it('takes the middle of a stretch where two curves coincide', () => {
    // One answer (0, 2, 4, 6), at prices 0 2 4 6: too cheap 1 0 0 0 and too expensive 0 0 0 1 coincide (both 0)
    // from 2 to 4 → OPP 3. Also: not cheap 0 0 1 1 → PMC difference 1, 0, −1, −1 → 2; cheap 1 1 0 0 against
    // expensive 0 0 1 1 → IPP difference 1, 1, −1, −1 → halfway between 2 and 4, 3; not expensive 1 1 0 0 →
    // PME difference −1, −1, 0, 1 → 4.
    expect(vanWestendorp([answer(0, 2, 4, 6)])).toMatchObject({ pmc: 2, ipp: 3, opp: 3, pme: 4 });
  });

  it('gives null points when curves do not cross in the prices answered', () => {
    // Everyone names the same price for all four: at 5, too cheap 1 and not cheap 0 never meet (PMC null),
    // too expensive 1 and not expensive 0 neither (PME null); too cheap = too expensive and cheap = expensive at 5.
    expect(vanWestendorp([answer(5, 5, 5, 5), answer(5, 5, 5, 5)])).toMatchObject({ n: 2, pmc: null, pme: null, opp: 5, ipp: 5 });
  });

  it('is null when no consistent answer remains', () => {
    expect(vanWestendorp([])).toBeNull();
    expect(vanWestendorp([answer(10, 5, 20, 30), answer(5, 10, 30, 20)])).toBeNull();
  });

  it('refuses prices that are negative or not numbers', () => {
    expect(() => vanWestendorp([answer(-1, 5, 10, 20)])).toThrow(RangeError);
    expect(() => vanWestendorp([answer(1, Number.NaN, 10, 20)])).toThrow(RangeError);
  });
});
