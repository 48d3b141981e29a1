import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addComment, deleteComment, linkHref, MAX_COMMENT_TEXT, updateNote, type BoardState, type Note } from '@sightline/shared/sessions';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import type { BoardStore } from '../board-store';

const panel = 'rounded-xl border border-border bg-card p-4 shadow-sm';
const posted = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** Where a note's link goes, and what it says; null when it has none (or the board has no source to open). */
export function noteLink(store: BoardStore, board: BoardState, note: Note): { href: string | null; label: string } | null {
  const target = note.linkId === null ? undefined : board.targets.get(note.linkId);
  // A note drawn from a card deck links to the card's guide.
  if (!target) return note.guide ? { href: note.guide, label: 'Read the guide' } : null;
  return { href: linkHref(store.joined.session.source, target), label: target.label };
}

/** The selected note: what it links to (a finding of the source report, a survey response) and its comments. */
export function NotePanel({ store, board, note, onClose }: { store: BoardStore; board: BoardState; note: Note; onClose: () => void }) {
  const [text, setText] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a note moves focus here, so keyboard and screen reader users land on what opened.
  useEffect(() => heading.current?.focus(), [note.id]);
  const comments = board.comments.filter((comment) => comment.noteId === note.id);
  const link = noteLink(store, board, note);
  const targets = [...board.targets.entries()];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    addComment(store.doc, { noteId: note.id, text: text.trim(), author: store.joined.name, authorId: store.joined.participantId });
    setText('');
  };
  return (
    <section className={panel} aria-labelledby="note-panel-title" data-testid="note-panel">
      <div className="flex items-start justify-between gap-2">
        <h2 id="note-panel-title" ref={heading} tabIndex={-1} className="min-w-0 font-semibold break-words focus:outline-none">
          {`Note: ${note.text || 'empty'}`}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close the note">
          ×
        </Button>
      </div>
      {targets.length > 0 && store.canWrite && (
        <div className="mt-3 grid gap-1.5">
          <Label htmlFor="note-link">Links to</Label>
          <select
            id="note-link"
            className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            value={note.linkId ?? ''}
            onChange={(event) => updateNote(store.doc, note.id, { linkId: event.target.value || null })}
          >
            <option value="">Nothing</option>
            {targets.map(([id, target]) => (
              <option key={id} value={id}>
                {`${target.kind === 'finding' ? 'Finding' : 'Response'}: ${target.label}`}
              </option>
            ))}
          </select>
        </div>
      )}
      {link && (
        <p className="mt-2 text-sm">
          {link.href ? (
            <a href={link.href} target="_blank" rel="noreferrer" className="font-medium text-primary underline underline-offset-4">
              {`Open ${link.label}`}
            </a>
          ) : (
            link.label
          )}
        </p>
      )}
      <h3 className="mt-4 text-sm font-semibold">{comments.length === 0 ? 'No comments yet' : `Comments (${comments.length})`}</h3>
      {comments.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label="Comments">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-md bg-muted/60 px-3 py-2 text-sm">
              <p className="break-words whitespace-pre-wrap">{comment.text}</p>
              <p className="mt-1 flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <span>{`${comment.author || 'Someone'}, ${posted(comment.createdAt)}`}</span>
                {store.canWrite && comment.authorId === store.joined.participantId && (
                  <button type="button" className="rounded-sm underline underline-offset-2 hover:text-foreground" onClick={() => deleteComment(store.doc, comment.id)}>
                    Delete
                  </button>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {store.canWrite && (
        <form className="mt-3 grid gap-2" onSubmit={submit} aria-label="Add a comment">
          <Label htmlFor="comment-text">Your comment</Label>
          <textarea
            id="comment-text"
            className="block h-16 w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
            maxLength={MAX_COMMENT_TEXT}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="sm" variant="outline" disabled={text.trim() === ''}>
            Comment
          </Button>
        </form>
      )}
    </section>
  );
}
