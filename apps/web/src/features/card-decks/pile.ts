// Drawing cards as from a real deck: the cards are shuffled once, each draw takes the next, and only
// when every card has been drawn is the deck shuffled again, so no card repeats before all have shown.

export interface Pile {
  /** Card paths in the order they will be drawn. */
  order: readonly string[];
  /** How many have been drawn. */
  drawn: number;
}

/** Fisher–Yates, with the random source given so a test can fix it. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

export const newPile = (paths: readonly string[], random?: () => number): Pile => ({ order: shuffle(paths, random), drawn: 0 });

/** The next card of the pile (null for an empty deck), and the pile after it; a spent pile is shuffled again first. */
export function drawCard(pile: Pile, random?: () => number): { pile: Pile; path: string | null } {
  if (pile.order.length === 0) return { pile, path: null };
  const from = pile.drawn < pile.order.length ? pile : newPile(pile.order, random);
  return { pile: { order: from.order, drawn: from.drawn + 1 }, path: from.order[from.drawn]! };
}
