import { Layers } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CARD_DECK_STRINGS as S } from './strings';
import type { Card, CardDeck } from './types';

// The decks load when the dialog first opens, not with the board.
const DrawPanel = lazy(() => import('./draw-panel').then((module) => ({ default: module.DrawPanel })));

/**
 * "Draw a card" on a session's board: a deck, a shuffled draw, and the card put on the board by
 * `onPlace` (the board writes the note: `cardNote` says what it holds).
 */
export function DrawCardTool({ onPlace }: { onPlace: (card: Card, deck: CardDeck) => void }) {
  const [open, setOpen] = useState(false);
  const [placed, setPlaced] = useState('');
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Layers aria-hidden="true" />
        {S.boardHeading}
      </Button>
      <p role="status" className="sr-only">
        {placed}
      </p>
      <Dialog open={open} onOpenChange={setOpen} title={S.boardHeading} description={S.boardIntro}>
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the decks…</p>}>
          <DrawPanel
            onPlace={(card, deck) => {
              onPlace(card, deck);
              setPlaced(S.placed(card.name));
              setOpen(false);
            }}
          />
        </Suspense>
      </Dialog>
    </>
  );
}
