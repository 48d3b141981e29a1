import { Shuffle } from 'lucide-react';
import { useState } from 'react';
import { decks } from 'virtual:content/card-decks';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/utils';
import { DECK_BAND } from './deck-style';
import { drawCard, newPile, type Pile } from './pile';
import { CARD_DECK_STRINGS as S } from './strings';
import type { Card, CardDeck } from './types';

/** Inside "Draw a card": choose a deck, draw from its shuffled pile, put the card on the board. */
export function DrawPanel({ onPlace }: { onPlace: (card: Card, deck: CardDeck) => void }) {
  const withCards = decks.filter((deck) => deck.cards.length > 0);
  const [deckId, setDeckId] = useState(withCards[0]?.id);
  const [piles, setPiles] = useState<Record<string, { pile: Pile; path: string | null }>>({});
  const deck = withCards.find((candidate) => candidate.id === deckId);
  if (!deck) return <p className="text-sm">{S.emptyDeck}</p>;
  const current = piles[deck.id];
  const card = current?.path ? deck.cards.find((candidate) => candidate.path === current.path) : undefined;

  const draw = () => {
    const next = drawCard(current?.pile ?? newPile(deck.cards.map((candidate) => candidate.path)));
    setPiles({ ...piles, [deck.id]: next });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="draw-deck">{S.boardDeck}</Label>
        <select
          id="draw-deck"
          className="h-10 rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
          value={deck.id}
          onChange={(event) => setDeckId(event.target.value as CardDeck['id'])}
        >
          {withCards.map((option) => (
            <option key={option.id} value={option.id}>
              {`${option.title} (${S.cardCount(option.cards.length)})`}
            </option>
          ))}
        </select>
        <p className="text-sm text-muted-foreground">{deck.prompt}</p>
      </div>
      <div>
        <Button onClick={draw}>
          <Shuffle aria-hidden="true" />
          {current ? S.drawNext : S.draw}
        </Button>
      </div>
      <div role="status">
        {card && current && (
          <article aria-label={card.name} data-testid="drawn-card" className="overflow-hidden rounded-lg border border-border">
            <p className={cn('px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase', DECK_BAND[deck.id])}>{`${deck.title} · ${S.drawn(current.pile.drawn, current.pile.order.length)}`}</p>
            <div className="grid gap-2 p-3">
              <p className="font-semibold">{card.name}</p>
              <p className="text-sm">{card.definition}</p>
              <p className="text-sm">
                <span className="font-semibold">{S.ask}: </span>
                {card.question}
              </p>
            </div>
          </article>
        )}
      </div>
      {card && (
        <Button variant="secondary" onClick={() => onPlace(card, deck)}>
          {S.placeOnBoard}
        </Button>
      )}
    </div>
  );
}
