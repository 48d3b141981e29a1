import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { MessageSquare } from 'lucide-react';
import { BOARD_HEIGHT, BOARD_WIDTH, castVote, deleteNote, dotsOn, NOTE_COLOURS, NOTE_HEIGHT, NOTE_WIDTH, updateNote, type BoardState, type Note, type NoteColour } from '@sightline/shared/sessions';
import { cn } from '../../../lib/utils';
import type { BoardStore } from '../board-store';
import { NOTE_CLASSES, SWATCH_CLASSES } from './colours';
import { noteLink } from './note-panel';

const STEP = 16;
/** While dragging, the position is written at most this often (everyone sees the note move; the server's rate limit is 60 messages a second). */
const DRAG_WRITE_MS = 60;

const clampX = (x: number) => Math.round(Math.min(BOARD_WIDTH - NOTE_WIDTH, Math.max(0, x)));
const clampY = (y: number) => Math.round(Math.min(BOARD_HEIGHT - NOTE_HEIGHT, Math.max(0, y)));

interface NoteCardProps {
  store: BoardStore;
  board: BoardState;
  note: Note;
  /** Called when a move ends, to put the note in the cluster it landed in. */
  onMoved: (noteId: string, x: number, y: number) => void;
  /** Whether this note is open in the note panel (its link and comments). */
  selected: boolean;
  onSelect: (noteId: string) => void;
}

/** A sticky note: drag it by its top bar (or focus the bar and use the arrow keys), edit its text, colour, group and dots. */
export function NoteCard({ store, board, note, onMoved, selected, onSelect }: NoteCardProps) {
  const [dragging, setDragging] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ pointerX: number; pointerY: number; x: number; y: number; lastWrite: number } | null>(null);
  const writable = store.canWrite;
  const mine = board.votes.get(note.id)?.get(store.joined.participantId) ?? 0;
  const total = dotsOn(board, note.id);
  const position = dragging ?? note;
  const link = noteLink(store, board, note);
  const comments = board.comments.filter((comment) => comment.noteId === note.id).length;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!writable || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { pointerX: event.clientX, pointerY: event.clientY, x: note.x, y: note.y, lastWrite: 0 };
    setDragging({ x: note.x, y: note.y });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const from = start.current;
    if (!from) return;
    const next = { x: clampX(from.x + event.clientX - from.pointerX), y: clampY(from.y + event.clientY - from.pointerY) };
    setDragging(next);
    if (event.timeStamp - from.lastWrite > DRAG_WRITE_MS) {
      from.lastWrite = event.timeStamp;
      updateNote(store.doc, note.id, next);
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const from = start.current;
    if (!from) return;
    start.current = null;
    const end = { x: clampX(from.x + event.clientX - from.pointerX), y: clampY(from.y + event.clientY - from.pointerY) };
    setDragging(null);
    updateNote(store.doc, note.id, end);
    onMoved(note.id, end.x, end.y);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move || !writable) return;
    event.preventDefault();
    const next = { x: clampX(note.x + move[0]), y: clampY(note.y + move[1]) };
    updateNote(store.doc, note.id, next);
    onMoved(note.id, next.x, next.y);
  };

  return (
    <article
      aria-label={`Note: ${note.text || 'empty'}`}
      data-testid="note"
      data-note-id={note.id}
      className={cn('absolute flex flex-col rounded-md border shadow-sm', NOTE_CLASSES[note.colour], dragging && 'z-20 shadow-lg', selected && 'ring-2 ring-ring')}
      style={{ left: position.x, top: position.y, width: NOTE_WIDTH, height: NOTE_HEIGHT }}
    >
      <div className="flex items-center gap-1 px-1.5 pt-1">
        <button
          type="button"
          className={cn('h-5 min-w-0 flex-1 touch-none truncate rounded-sm text-left text-[11px] text-neutral-600 focus-visible:outline-2 focus-visible:outline-ring', writable ? 'cursor-grab' : 'cursor-default')}
          aria-label={writable ? `Move note by ${note.author || 'someone'} (arrow keys)` : `Note by ${note.author || 'someone'}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {note.source ? note.source : note.author || 'Card'}
        </button>
        {writable && (
          <>
            <select
              aria-label="Colour"
              title="Colour"
              className={cn('h-4 w-4 cursor-pointer appearance-none rounded-full border border-white text-[0px] shadow-[0_0_0_1px_rgba(0,0,0,0.25)]', SWATCH_CLASSES[note.colour])}
              value={note.colour}
              onChange={(event) => updateNote(store.doc, note.id, { colour: event.target.value as NoteColour })}
            >
              {NOTE_COLOURS.map((colour) => (
                <option key={colour} value={colour} className="text-sm">
                  {colour}
                </option>
              ))}
            </select>
            <button type="button" aria-label="Delete note" className="h-5 w-5 rounded-sm text-sm leading-none text-neutral-600 hover:bg-black/10" onClick={() => deleteNote(store.doc, note.id)}>
              ×
            </button>
          </>
        )}
      </div>
      {writable ? (
        <textarea
          aria-label="Note text"
          maxLength={500}
          className="mx-1.5 min-h-0 flex-1 resize-none bg-transparent text-sm leading-snug text-neutral-900 focus:outline-none"
          value={note.text}
          onChange={(event) => updateNote(store.doc, note.id, { text: event.target.value })}
        />
      ) : (
        <p className="mx-1.5 min-h-0 flex-1 overflow-hidden text-sm leading-snug break-words text-neutral-900">{note.text}</p>
      )}
      {link &&
        (link.href ? (
          <a href={link.href} target="_blank" rel="noreferrer" className="mx-1.5 truncate text-[11px] font-medium text-blue-800 underline underline-offset-2" title={link.label} data-testid="note-link">
            {`↗ ${link.label}`}
          </a>
        ) : (
          <span className="mx-1.5 truncate text-[11px] text-neutral-700" data-testid="note-link">
            {link.label}
          </span>
        ))}
      <div className="flex items-center justify-between gap-1 px-1.5 pb-1 text-xs whitespace-nowrap text-neutral-700">
        <span aria-label={`${mine} of your dots`} className="min-w-0 truncate tracking-tight">
          {'●'.repeat(mine)}
          {board.votesRevealed && <span className="ml-1 font-semibold" data-testid="vote-total">{`${total} ${total === 1 ? 'vote' : 'votes'}`}</span>}
        </span>
        <span className="flex shrink-0 gap-0.5">
          <button
            type="button"
            className="inline-flex h-5 items-center gap-0.5 rounded-sm px-1 hover:bg-black/10"
            aria-label={comments === 0 ? 'Comments and link' : `${comments} ${comments === 1 ? 'comment' : 'comments'}, and link`}
            aria-expanded={selected}
            onClick={() => onSelect(note.id)}
          >
            <MessageSquare aria-hidden="true" className="size-3.5" />
            {comments > 0 && comments}
          </button>
          {writable && (
            <>
              <button type="button" className="h-5 rounded-sm px-1 hover:bg-black/10 disabled:opacity-40" disabled={mine === 0} aria-label="Take back a dot" onClick={() => castVote(store.doc, store.joined.participantId, note.id, -1)}>
              −
            </button>
              <button type="button" className="h-5 rounded-sm px-1 font-medium hover:bg-black/10" aria-label="Give this note a dot" onClick={() => castVote(store.doc, store.joined.participantId, note.id, 1)}>
                + dot
              </button>
            </>
          )}
        </span>
      </div>
    </article>
  );
}
