import { addCluster, addNote, type BoardState } from '@sightline/shared/sessions';
import { Button } from '../../../components/ui/button';
import { cardNote } from '../../card-decks/board-card';
import { DrawCardTool } from '../../card-decks/draw-card-tool';
import type { BoardStore } from '../board-store';
import { freeSpot } from './side-panels';

/**
 * The tools that put something on the board, above it: one button (or small form) each, for
 * whoever may write. A new tool is one more child here, with what it needs from the store and board.
 */
export function BoardToolbar({ store, board }: { store: BoardStore; board: BoardState }) {
  if (!store.canWrite) return null;
  return (
    <div role="toolbar" aria-label="Board tools" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => addCluster(store.doc, { title: '', x: 800, y: 40 + (board.clusters.length % 6) * 220 })}>
        New cluster
      </Button>
      <DrawCardTool onPlace={(card, deck) => addNote(store.doc, { ...cardNote(card, deck), author: store.joined.name, authorId: store.joined.participantId, ...freeSpot(board) })} />
    </div>
  );
}
