import type { CollabSession } from '@sightline/db';
import { agendaPhases, dotsOn, readBoard, type BoardState, type LinkTarget, type Note } from '@sightline/shared/sessions';
import type * as Y from 'yjs';

export interface SummaryNote {
  id: string;
  text: string;
  author: string;
  colour: Note['colour'];
  /** Dots on it; null until the facilitator reveals the votes. */
  votes: number | null;
  link: LinkTarget | null;
  comments: Array<{ text: string; author: string; createdAt: string }>;
}

/** What a session came to: its notes by cluster (most dots first), the agenda, the action items. */
export interface SessionSummary {
  session: { id: string; title: string; agenda: CollabSession['agenda']; source: { kind: CollabSession['sourceKind']; id: string | null }; createdAt: string; updatedAt: string };
  /** Every phase of the agenda, and where the group is; empty for a free agenda. */
  phases: Array<{ title: string; prompt: string; minutes: number }>;
  phase: number;
  votesRevealed: boolean;
  votesPerPerson: number;
  counts: { notes: number; clusters: number; actions: number; comments: number; voters: number };
  /** One per cluster with notes, in the order they were made, then the notes in none ("cluster": null). */
  groups: Array<{ cluster: string | null; title: string; notes: SummaryNote[] }>;
  actions: Array<{ text: string; owner: string; due: string; done: boolean }>;
}

function byDots(board: BoardState) {
  return (a: Note, b: Note) => dotsOn(board, b.id) - dotsOn(board, a.id) || a.createdAt - b.createdAt;
}

export function summariseBoard(session: CollabSession, doc: Y.Doc): SessionSummary {
  const board = readBoard(doc);
  const order = byDots(board);
  const noteOut = (note: Note): SummaryNote => ({
    id: note.id,
    text: note.text,
    author: note.author,
    colour: note.colour,
    votes: board.votesRevealed ? dotsOn(board, note.id) : null,
    link: note.linkId === null ? null : (board.targets.get(note.linkId) ?? null),
    comments: board.comments.filter((comment) => comment.noteId === note.id).map((comment) => ({ text: comment.text, author: comment.author, createdAt: new Date(comment.createdAt).toISOString() })),
  });
  const groups = [
    ...board.clusters.map((cluster) => ({ cluster: cluster.id as string | null, title: cluster.title || 'Untitled cluster', notes: board.notes.filter((note) => note.clusterId === cluster.id) })),
    { cluster: null, title: 'Not in a cluster', notes: board.notes.filter((note) => note.clusterId === null) },
  ]
    .filter((group) => group.notes.length > 0)
    .map((group) => ({ ...group, notes: group.notes.sort(order).map(noteOut) }));
  const voters = new Set<string>();
  for (const perNote of board.votes.values()) for (const voter of perNote.keys()) voters.add(voter);
  const phases = agendaPhases(session.agenda);
  return {
    session: { id: session.id, title: session.title, agenda: session.agenda, source: { kind: session.sourceKind, id: session.sourceId }, createdAt: session.createdAt.toISOString(), updatedAt: session.updatedAt.toISOString() },
    phases: phases.map((phase) => ({ title: phase.title, prompt: phase.prompt, minutes: phase.minutes })),
    phase: phases.length === 0 ? 0 : Math.min(board.phase, phases.length - 1),
    votesRevealed: board.votesRevealed,
    votesPerPerson: board.votesPerPerson,
    counts: { notes: board.notes.length, clusters: board.clusters.length, actions: board.actions.length, comments: board.comments.length, voters: voters.size },
    groups,
    actions: board.actions.map((action) => ({ text: action.text, owner: action.owner, due: action.due, done: action.done })),
  };
}
