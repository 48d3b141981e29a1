import type { CardDeckId } from '@sightline/shared/content/card-decks';

/** One card: a guide of the library, as its front matter's `card` states it (apps/web/content-pages.ts). */
export interface Card {
  /** The guide's path, which the card links to. */
  path: string;
  /** The guide's title up to its colon ("Anchoring: how the first number…" → "Anchoring"). */
  name: string;
  definition: string;
  question: string;
}

export interface CardDeck {
  id: CardDeckId;
  title: string;
  /** The hub that introduces the deck's section of the guides. */
  hub: string;
  /** What a facilitator asks when drawing from this deck. */
  prompt: string;
  /** Empty when the library has no guides in the deck's section yet. */
  cards: Card[];
}
