import { BOARD_HEIGHT, BOARD_WIDTH, deleteCluster, renameCluster, updateNote, type BoardState } from '@sightline/shared/sessions';
import type { BoardStore } from '../board-store';
import { CursorsLayer } from './cursors-layer';
import { clusterAt, clusterFrames } from './frames';
import { NoteCard } from './note-card';

/** The board: clusters drawn around their notes, notes placed where people put them; it scrolls on small screens. */
export function BoardCanvas({ store, board, selectedNoteId, onSelect }: { store: BoardStore; board: BoardState; selectedNoteId: string | null; onSelect: (noteId: string) => void }) {
  const frames = clusterFrames(board);
  const onMoved = (noteId: string, x: number, y: number) => {
    const landed = clusterAt(clusterFrames(store.getSnapshot().board, noteId), x, y);
    const note = store.getSnapshot().board.notes.find((candidate) => candidate.id === noteId);
    if (note && note.clusterId !== landed) updateNote(store.doc, noteId, { clusterId: landed });
  };
  return (
    <div className="h-[65vh] min-h-80 overflow-auto rounded-xl border border-border bg-[radial-gradient(circle,_#d4d4d8_1px,_transparent_1px)] bg-[size:24px_24px] bg-neutral-50" tabIndex={-1} aria-label="Board">
      <div
        className="relative"
        style={{ width: BOARD_WIDTH, height: BOARD_HEIGHT }}
        onPointerMove={(event) => {
          // The board's own coordinates: its box moves as it scrolls, so this is where on the board the pointer is.
          const box = event.currentTarget.getBoundingClientRect();
          store.moveCursor({ x: Math.round(event.clientX - box.left), y: Math.round(event.clientY - box.top) });
        }}
        onPointerLeave={() => store.moveCursor(null)}
      >
        {frames.map((frame) => (
          <section
            key={frame.clusterId}
            aria-label={`Cluster: ${frame.title || 'untitled'}`}
            data-testid="cluster"
            className="absolute rounded-lg border-2 border-dashed border-neutral-400 bg-white/60"
            style={{ left: frame.x, top: frame.y, width: frame.width, height: frame.height }}
          >
            <div className="flex items-center gap-1 p-2">
              {store.canWrite ? (
                <>
                  <input
                    aria-label="Cluster title"
                    className="h-7 min-w-0 flex-1 rounded-sm border border-transparent bg-transparent px-1 text-sm font-semibold hover:border-neutral-300 focus:border-ring focus:outline-none"
                    value={frame.title}
                    maxLength={120}
                    placeholder="Name this cluster"
                    onChange={(event) => renameCluster(store.doc, frame.clusterId, event.target.value)}
                  />
                  <button type="button" aria-label={`Remove cluster ${frame.title}`} className="h-7 w-7 rounded-sm text-neutral-600 hover:bg-black/10" onClick={() => deleteCluster(store.doc, frame.clusterId)}>
                    ×
                  </button>
                </>
              ) : (
                <h3 className="px-1 text-sm font-semibold">{frame.title || 'Untitled cluster'}</h3>
              )}
            </div>
            {board.notes.every((note) => note.clusterId !== frame.clusterId) && <p className="px-3 text-xs text-muted-foreground">Drag notes here</p>}
          </section>
        ))}
        {board.notes.map((note) => (
          <NoteCard key={note.id} store={store} board={board} note={note} onMoved={onMoved} selected={note.id === selectedNoteId} onSelect={onSelect} />
        ))}
        <CursorsLayer store={store} />
      </div>
    </div>
  );
}
