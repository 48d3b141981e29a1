import { describe, expect, it } from 'vitest';
import { drawCard, newPile, shuffle } from './pile';

/** A fixed sequence of "random" numbers (a linear congruential generator), so the shuffles repeat. */
const seeded = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 2 ** 32;
  return seed / 2 ** 32;
};

describe('drawing from a deck', () => {
  const paths = ['/a', '/b', '/c', '/d', '/e'];

  it('shuffles without losing or repeating a card', () => {
    const shuffled = shuffle(paths, seeded(7));
    expect([...shuffled].sort()).toEqual(paths);
    expect(shuffled).not.toEqual(paths);
    expect(paths).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('draws every card once before any card comes again, then reshuffles', () => {
    const random = seeded(42);
    let pile = newPile(paths, random);
    const drawn: string[] = [];
    for (let draw = 0; draw < paths.length * 2; draw += 1) {
      const next = drawCard(pile, random);
      pile = next.pile;
      drawn.push(next.path!);
    }
    expect([...drawn.slice(0, 5)].sort()).toEqual(paths);
    expect([...drawn.slice(5)].sort()).toEqual(paths);
    expect(pile.drawn).toBe(5);
  });

  it('draws nothing from an empty deck', () => {
    const pile = newPile([]);
    expect(drawCard(pile)).toEqual({ pile, path: null });
  });
});
