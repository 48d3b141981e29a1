import { useState, type FormEvent } from 'react';
import { addAction, addNote, BOARD_HEIGHT, deleteAction, dotsGivenBy, MAX_VOTES_PER_PERSON, NOTE_COLOURS, NOTE_HEIGHT, NOTE_WIDTH, revealVotes, setVotesPerPerson, updateAction, type BoardState, type NoteColour } from '@sightline/shared/sessions';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import type { BoardStore, Person } from '../board-store';
import { NOTE_CLASSES } from './colours';

const panel = 'rounded-xl border border-border bg-card p-4 shadow-sm';

/** Where the next note goes: the first free cell of a grid down the left of the board. */
export function freeSpot(board: BoardState) {
  for (let row = 0; ; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      const x = 24 + column * (NOTE_WIDTH + 16);
      const y = 24 + row * (NOTE_HEIGHT + 16);
      if (y + NOTE_HEIGHT > BOARD_HEIGHT) return { x: 24, y: 24 };
      if (!board.notes.some((note) => Math.abs(note.x - x) < NOTE_WIDTH && Math.abs(note.y - y) < NOTE_HEIGHT)) return { x, y };
    }
  }
}

export function AddNoteForm({ store, board }: { store: BoardStore; board: BoardState }) {
  const [text, setText] = useState('');
  const [colour, setColour] = useState<NoteColour>('yellow');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    addNote(store.doc, { text: text.trim(), colour, author: store.joined.name, authorId: store.joined.participantId, ...freeSpot(board) });
    setText('');
  };
  return (
    <form className={panel} onSubmit={submit} aria-label="Add a note">
      <Label htmlFor="new-note">New note</Label>
      <textarea
        id="new-note"
        className="mt-1.5 block h-20 w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
        maxLength={500}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
        placeholder="One idea per note"
      />
      <fieldset className="mt-2 flex flex-wrap items-center gap-1.5">
        <legend className="sr-only">Colour</legend>
        {NOTE_COLOURS.map((option) => (
          <label key={option} className={cn('size-7 cursor-pointer rounded-full border-2', NOTE_CLASSES[option], colour === option ? 'ring-2 ring-ring ring-offset-1' : '')}>
            <input type="radio" name="note-colour" className="sr-only" value={option} checked={colour === option} onChange={() => setColour(option)} />
            <span className="sr-only">{option}</span>
          </label>
        ))}
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={text.trim() === ''}>
          Add note
        </Button>
      </div>
    </form>
  );
}

export function VotesPanel({ store, board }: { store: BoardStore; board: BoardState }) {
  const given = dotsGivenBy(board, store.joined.participantId);
  return (
    <section className={panel} aria-labelledby="votes-title">
      <h2 id="votes-title" className="font-semibold">
        Dot voting
      </h2>
      {store.canWrite && (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="votes-left">
          {`You have ${board.votesPerPerson - given} of ${board.votesPerPerson} dots left.`}
        </p>
      )}
      <p className="mt-1 text-sm text-muted-foreground">{board.votesRevealed ? 'Votes are shown on the notes.' : 'Everyone sees only their own dots until the facilitator reveals them.'}</p>
      {store.isFacilitator && (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor="votes-per-person">Dots each</Label>
            <Input id="votes-per-person" type="number" min={1} max={MAX_VOTES_PER_PERSON} className="mt-1 w-20" value={board.votesPerPerson} onChange={(event) => setVotesPerPerson(store.doc, Number(event.target.value) || 1)} />
          </div>
          <Button size="sm" variant={board.votesRevealed ? 'outline' : 'default'} onClick={() => revealVotes(store.doc, !board.votesRevealed)}>
            {board.votesRevealed ? 'Hide votes' : 'Reveal votes'}
          </Button>
        </div>
      )}
    </section>
  );
}

export function ActionItems({ store, board }: { store: BoardStore; board: BoardState }) {
  const [text, setText] = useState('');
  const [owner, setOwner] = useState('');
  const [due, setDue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    addAction(store.doc, { text: text.trim(), owner: owner.trim(), due });
    setText('');
    setOwner('');
    setDue('');
  };
  return (
    <section className={panel} aria-labelledby="actions-title">
      <h2 id="actions-title" className="font-semibold">
        Action items
      </h2>
      {board.actions.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {board.actions.map((action) => (
            <li key={action.id} className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1 size-4" aria-label={`Done: ${action.text}`} checked={action.done} disabled={!store.canWrite} onChange={(event) => updateAction(store.doc, action.id, { done: event.target.checked })} />
              <span className={cn('min-w-0 flex-1 break-words', action.done && 'text-muted-foreground line-through')}>
                {action.text}
                <span className="block text-xs text-muted-foreground">{[action.owner || 'No owner', action.due ? `due ${action.due}` : 'no due date'].join(', ')}</span>
              </span>
              {store.canWrite && (
                <button type="button" aria-label={`Delete action item ${action.text}`} className="h-6 w-6 rounded-sm text-muted-foreground hover:bg-muted" onClick={() => deleteAction(store.doc, action.id)}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {store.canWrite && (
        <form className="mt-3 grid gap-2" onSubmit={submit} aria-label="Add an action item">
          <Label htmlFor="action-text">What will be done</Label>
          <Input id="action-text" maxLength={300} value={text} onChange={(event) => setText(event.target.value)} />
          <div className="grid grid-cols-2 gap-2">
            <div>
              <Label htmlFor="action-owner">Owner</Label>
              <Input id="action-owner" className="mt-1" maxLength={60} value={owner} onChange={(event) => setOwner(event.target.value)} />
            </div>
            <div>
              <Label htmlFor="action-due">Due</Label>
              <Input id="action-due" className="mt-1" type="date" value={due} onChange={(event) => setDue(event.target.value)} />
            </div>
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={text.trim() === ''}>
            Add action item
          </Button>
        </form>
      )}
    </section>
  );
}

const ROLE_NAMES = { facilitator: 'facilitator', participant: 'participant', viewer: 'viewer' } as const;

export function PresenceList({ people }: { people: Person[] }) {
  return (
    <section aria-labelledby="presence-title">
      <h2 id="presence-title" className="sr-only">
        Who is here
      </h2>
      <ul className="flex flex-wrap gap-1.5" data-testid="presence">
        {people.map((person) => (
          <li key={person.id} className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-2.5 py-1 text-xs">
            <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
            <span className="font-medium">{person.me ? `${person.name} (you)` : person.name}</span>
            <span className="text-muted-foreground">{ROLE_NAMES[person.role]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
