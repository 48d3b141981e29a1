import { describe, expect, it } from 'vitest';
import { batched } from '../../src/surveys/batched';

/** A `many` that records each call's inputs, answers each input doubled, and fails a call holding a negative one. */
function doubling() {
  const calls: number[][] = [];
  const many = async (inputs: number[]) => {
    calls.push(inputs);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (inputs.some((input) => input < 0)) throw new Error(`negative among ${inputs.join(', ')}`);
    return inputs.map((input) => input * 2);
  };
  return { calls, many };
}

describe('batched', () => {
  it('makes one call for what is asked in one turn, and the next for what is asked while it runs, in order', async () => {
    const { calls, many } = doubling();
    const double = batched(many, 100);
    const first = [1, 2, 3].map(double);
    // Asked once the first call has started: they wait for it, then go together.
    await new Promise((resolve) => setImmediate(resolve));
    const second = [4, 5].map(double);
    expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
    expect(calls).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('takes at most `max` inputs a call', async () => {
    const { calls, many } = doubling();
    const double = batched(many, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(double))).toEqual([2, 4, 6, 8, 10]);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('runs up to `parallel` calls at once, each with what was asked before it started', async () => {
    const { calls, many } = doubling();
    let running = 0;
    let most = 0;
    const double = batched(
      async (inputs: number[]) => {
        most = Math.max(most, ++running);
        const outputs = await many(inputs);
        running--;
        return outputs;
      },
      100,
      2,
    );
    const asked: Array<Promise<number>> = [];
    for (let round = 0; round < 4; round++) {
      asked.push(double(round * 2), double(round * 2 + 1));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(asked)).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
    expect(most).toBe(2);
    // The first two calls started one turn apart; the rest was asked while both ran.
    expect(calls).toEqual([[0, 1], [2, 3], [4, 5, 6, 7]]);
  });

  it('answers each input of a failed call on its own: only the one that fails gets the error', async () => {
    const { calls, many } = doubling();
    const double = batched(many, 100);
    const outcomes = await Promise.allSettled([1, -2, 3].map(double));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('negative among -2') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(calls).toEqual([[1, -2, 3], [1], [-2], [3]]);
    // And it goes on taking inputs afterwards.
    expect(await double(7)).toBe(14);
  });
});
