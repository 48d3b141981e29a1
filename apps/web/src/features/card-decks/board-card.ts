import type { NewNote } from '@sightline/shared/sessions';
import type { Card, CardDeck } from './types';

/** What a drawn card puts on a session's board: a note with the card's name and question, from its deck, linking to its guide. */
export function cardNote(card: Card, deck: Pick<CardDeck, 'title'>): Pick<NewNote, 'text' | 'source' | 'guide' | 'colour'> {
  return { text: `${card.name}: ${card.question}`, source: `Card · ${deck.title}`, guide: card.path, colour: 'purple' };
}
