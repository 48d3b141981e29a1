import type { CardDeckId } from '@sightline/shared/content/card-decks';

/** Each deck's colour, on the band at the top of its cards (white text at 4.5:1 or more). */
export const DECK_BAND: Record<CardDeckId, string> = {
  'cognitive-biases': 'bg-amber-700',
  'ux-laws': 'bg-indigo-600',
  'research-methods': 'bg-emerald-700',
  'thinking-hats': 'bg-slate-700',
  'mental-models': 'bg-fuchsia-700',
};
