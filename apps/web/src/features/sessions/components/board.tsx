import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Joined } from '../api';
import { BoardStore } from '../board-store';
import { AgendaPanel } from './agenda-panel';
import { BoardCanvas } from './board-canvas';
import { BoardToolbar } from './board-toolbar';
import { InvitePanel } from './invite-panel';
import { NotePanel } from './note-panel';
import { ActionItems, AddNoteForm, PresenceList, VotesPanel } from './side-panels';

const STATUS_TEXT = { connecting: 'Connecting…', connected: 'Live', disconnected: 'Offline: your changes are kept and sent when the connection is back' } as const;

/** A joined session's board: the agenda and timer, the notes, and the panels around them. */
export function Board({ joined }: { joined: Joined }) {
  const [store] = useState(() => new BoardStore(joined));
  useEffect(() => store.connect(), [store]);
  const { board, people, connection } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { session } = joined;
  const [selectedNoteId, setSelectedNoteId] = useState<string | null>(null);
  // A note deleted while open closes its panel.
  const selected = board.notes.find((note) => note.id === selectedNoteId) ?? null;
  return (
    <div className="mx-auto max-w-[1600px] px-4 py-6 sm:px-6" data-testid="board-ready" data-connection={connection.status}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words">{session.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {`You are the ${joined.role}`}
            {joined.role === 'viewer' ? ': you can watch, not change the board.' : '.'}{' '}
            <span role="status" className={connection.status === 'connected' ? 'text-emerald-700' : 'text-amber-700'}>
              {STATUS_TEXT[connection.status]}
            </span>
          </p>
        </div>
        <PresenceList people={people} />
      </header>
      {connection.refused && (
        <p role="alert" className="mt-3 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
          {connection.refused}
        </p>
      )}
      <div className="mt-4">
        <AgendaPanel store={store} board={board} agenda={session.agenda} />
      </div>
      {/* Phone: the note form, the board, then the rest; desktop: the board beside a column of panels. */}
      <div className="mt-4 grid gap-4 lg:grid-flow-dense lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {store.canWrite && (
          <div className="lg:col-start-2">
            <AddNoteForm store={store} board={board} />
          </div>
        )}
        <div className="grid min-w-0 gap-2 lg:col-start-1 lg:row-span-4 lg:row-start-1">
          <BoardToolbar store={store} board={board} />
          <BoardCanvas store={store} board={board} selectedNoteId={selected?.id ?? null} onSelect={setSelectedNoteId} />
        </div>
        {selected && (
          <div className="lg:col-start-2">
            <NotePanel
              store={store}
              board={board}
              note={selected}
              onClose={() => {
                setSelectedNoteId(null);
                // Back to the note's own button, where the panel was opened.
                document.querySelector<HTMLElement>(`[data-note-id="${selected.id}"] button[aria-expanded]`)?.focus();
              }}
            />
          </div>
        )}
        <div className="lg:col-start-2">
          <VotesPanel store={store} board={board} />
        </div>
        <div className="lg:col-start-2">
          <ActionItems store={store} board={board} />
        </div>
        {store.isFacilitator && (
          <div className="lg:col-start-2">
            <InvitePanel sessionId={session.id} />
          </div>
        )}
      </div>
    </div>
  );
}
