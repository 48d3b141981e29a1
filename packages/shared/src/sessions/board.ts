import * as Y from 'yjs';
import { agendaPhases, type AgendaKind } from './agenda';

/**
 * A session's board is one Yjs document. Every client and the server read it through `readBoard`,
 * which checks each field's type and length: any client can write anything into a CRDT, so what
 * is shown and exported is only what fits this shape. Writes go through the functions below so
 * every side lays the document out the same way.
 *
 *   notes    id → Y.Map { text, colour, author, authorId, x, y, clusterId, source, linkId, guide, createdAt }
 *   clusters id → Y.Map { title, x, y, createdAt }
 *   actions  id → Y.Map { text, owner, due, done, createdAt }
 *   comments id → Y.Map { noteId, text, author, authorId, createdAt }
 *   votes    "<voterId> <noteId>" → number of dots that voter gave that note
 *   meta     phase, remainingMs, startedAt (server clock, ms; null when paused), votesRevealed, votesPerPerson
 *   targets  id → { kind, ref, label, anchor }: what a note may link to (the source's findings or
 *            survey responses), written when the session starts; a note's linkId names one
 *
 * `meta` and `targets` are the facilitator's: the server undoes anyone else's change to them
 * (PROTECTED_MAPS). A link is an id into `targets`, never a URL, so no one can put an address on a note.
 */
export const NOTE_COLOURS = ['yellow', 'pink', 'blue', 'green', 'orange', 'purple'] as const;
export type NoteColour = (typeof NOTE_COLOURS)[number];

export const MAX_NOTE_TEXT = 500;
export const MAX_TITLE_TEXT = 120;
export const MAX_ACTION_TEXT = 300;
export const MAX_NAME_TEXT = 60;
/** The board's own coordinate space; notes are placed inside it. */
export const BOARD_WIDTH = 2400;
export const BOARD_HEIGHT = 1600;
export const NOTE_WIDTH = 176;
export const NOTE_HEIGHT = 120;
export const MAX_COMMENT_TEXT = 500;
export const DEFAULT_VOTES_PER_PERSON = 3;
export const MAX_VOTES_PER_PERSON = 20;

export interface Note {
  id: string;
  text: string;
  colour: NoteColour;
  author: string;
  authorId: string;
  x: number;
  y: number;
  clusterId: string | null;
  /** Where a seeded card came from ("finding: …", "survey answer"), empty for notes people wrote. */
  source: string;
  /** The target (finding or response) this note is linked to, or null. */
  linkId: string | null;
  /** A note drawn from a card deck: the path of the card's guide (`/guides/biases/anchoring`), else empty. */
  guide: string;
  createdAt: number;
}
/** Something of the session's source a note can link to: a finding of a report, or a survey response. */
export interface LinkTarget {
  kind: 'finding' | 'response';
  /** The finding's rule or audit id, or the response's id. */
  ref: string;
  /** What the link says. */
  label: string;
  /** A fragment of the source's page to open at (`question-3`), or empty. */
  anchor: string;
}
export interface Comment {
  id: string;
  noteId: string;
  text: string;
  author: string;
  authorId: string;
  createdAt: number;
}
export interface Cluster {
  id: string;
  title: string;
  x: number;
  y: number;
  createdAt: number;
}
export interface ActionItem {
  id: string;
  text: string;
  owner: string;
  /** YYYY-MM-DD, or empty. */
  due: string;
  done: boolean;
  createdAt: number;
}
export interface TimerState {
  remainingMs: number;
  startedAt: number | null;
}
export interface BoardState {
  phase: number;
  timer: TimerState;
  votesRevealed: boolean;
  votesPerPerson: number;
  notes: Note[];
  clusters: Cluster[];
  actions: ActionItem[];
  /** Oldest first; only those of notes still on the board. */
  comments: Comment[];
  targets: Map<string, LinkTarget>;
  /** noteId → voterId → dots. */
  votes: Map<string, Map<string, number>>;
}

type Fields = Y.Map<unknown>;
const notesOf = (doc: Y.Doc) => doc.getMap<Fields>('notes');
const clustersOf = (doc: Y.Doc) => doc.getMap<Fields>('clusters');
const actionsOf = (doc: Y.Doc) => doc.getMap<Fields>('actions');
const commentsOf = (doc: Y.Doc) => doc.getMap<Fields>('comments');
const votesOf = (doc: Y.Doc) => doc.getMap<number>('votes');
const metaOf = (doc: Y.Doc) => doc.getMap<unknown>('meta');
const targetsOf = (doc: Y.Doc) => doc.getMap<unknown>('targets');

/** The top-level maps only the facilitator (and the server) may change. */
export const PROTECTED_MAPS = ['meta', 'targets'] as const;
export const LINK_REF_PATTERN = '^[A-Za-z0-9_.:@-]{1,120}$';
export const LINK_ANCHOR_PATTERN = '^[A-Za-z0-9_-]{1,80}$';
const TARGET_REF = new RegExp(LINK_REF_PATTERN);
const TARGET_ANCHOR = new RegExp(LINK_ANCHOR_PATTERN);
/** A guide of our own library, as a path: never an address of anyone else's. */
const GUIDE_PATH = /^\/guides\/[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** What a session's first cards came from. */
export type SessionSourceKind = 'blank' | 'analysis' | 'survey' | 'bias';
export const SESSION_SOURCE_KINDS: readonly SessionSourceKind[] = ['blank', 'analysis', 'survey', 'bias'];

/** The page a link target opens: the source's own page (its owner, or a share link, can read it), at the target's anchor. */
export function linkHref(source: { kind: SessionSourceKind; id: string | null }, target: LinkTarget): string | null {
  if (source.id === null) return null;
  const id = encodeURIComponent(source.id);
  const page = { blank: null, analysis: `/standard-report/${id}`, survey: `/surveys/${id}/results`, bias: `/bias-detection/${id}` }[source.kind];
  return page === null ? null : `${page}${target.anchor ? `#${target.anchor}` : ''}`;
}

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const finite = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const within = (value: unknown, min: number, max: number) => Math.min(max, Math.max(min, finite(value, min)));
const isColour = (value: unknown): value is NoteColour => NOTE_COLOURS.includes(value as NoteColour);
const byCreation = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1);

/** Short random ids; crypto.getRandomValues works on plain-http pages too, unlike randomUUID. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function readBoard(doc: Y.Doc): BoardState {
  const meta = metaOf(doc);
  const clusters: Cluster[] = [];
  clustersOf(doc).forEach((fields, id) => {
    if (!(fields instanceof Y.Map)) return;
    clusters.push({ id, title: clip(fields.get('title'), MAX_TITLE_TEXT), x: within(fields.get('x'), 0, BOARD_WIDTH), y: within(fields.get('y'), 0, BOARD_HEIGHT), createdAt: finite(fields.get('createdAt'), 0) });
  });
  const clusterIds = new Set(clusters.map((cluster) => cluster.id));
  const targets = new Map<string, LinkTarget>();
  targetsOf(doc).forEach((value, id) => {
    if (typeof value !== 'object' || value === null) return;
    const { kind, ref, label, anchor } = value as Record<string, unknown>;
    if ((kind !== 'finding' && kind !== 'response') || typeof ref !== 'string' || !TARGET_REF.test(ref)) return;
    targets.set(id, { kind, ref, label: clip(label, MAX_TITLE_TEXT) || ref, anchor: typeof anchor === 'string' && TARGET_ANCHOR.test(anchor) ? anchor : '' });
  });
  const notes: Note[] = [];
  notesOf(doc).forEach((fields, id) => {
    if (!(fields instanceof Y.Map)) return;
    const colour = fields.get('colour');
    const clusterId = fields.get('clusterId');
    const linkId = fields.get('linkId');
    const guide = fields.get('guide');
    notes.push({
      id,
      text: clip(fields.get('text'), MAX_NOTE_TEXT),
      colour: isColour(colour) ? colour : 'yellow',
      author: clip(fields.get('author'), MAX_NAME_TEXT),
      authorId: clip(fields.get('authorId'), 64),
      x: within(fields.get('x'), 0, BOARD_WIDTH - NOTE_WIDTH),
      y: within(fields.get('y'), 0, BOARD_HEIGHT - NOTE_HEIGHT),
      clusterId: typeof clusterId === 'string' && clusterIds.has(clusterId) ? clusterId : null,
      source: clip(fields.get('source'), MAX_TITLE_TEXT),
      linkId: typeof linkId === 'string' && targets.has(linkId) ? linkId : null,
      guide: typeof guide === 'string' && GUIDE_PATH.test(guide) ? guide : '',
      createdAt: finite(fields.get('createdAt'), 0),
    });
  });
  const noteIds = new Set(notes.map((note) => note.id));
  const actions: ActionItem[] = [];
  actionsOf(doc).forEach((fields, id) => {
    if (!(fields instanceof Y.Map)) return;
    const due = fields.get('due');
    actions.push({
      id,
      text: clip(fields.get('text'), MAX_ACTION_TEXT),
      owner: clip(fields.get('owner'), MAX_NAME_TEXT),
      due: typeof due === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(due) ? due : '',
      done: fields.get('done') === true,
      createdAt: finite(fields.get('createdAt'), 0),
    });
  });
  const comments: Comment[] = [];
  commentsOf(doc).forEach((fields, id) => {
    if (!(fields instanceof Y.Map)) return;
    const noteId = fields.get('noteId');
    if (typeof noteId !== 'string' || !noteIds.has(noteId)) return;
    comments.push({ id, noteId, text: clip(fields.get('text'), MAX_COMMENT_TEXT), author: clip(fields.get('author'), MAX_NAME_TEXT), authorId: clip(fields.get('authorId'), 64), createdAt: finite(fields.get('createdAt'), 0) });
  });
  const votes = new Map<string, Map<string, number>>();
  votesOf(doc).forEach((count, key) => {
    const [voterId, noteId] = key.split(' ');
    if (!voterId || !noteId || !noteIds.has(noteId)) return;
    const dots = Math.floor(within(count, 0, MAX_VOTES_PER_PERSON));
    if (dots === 0) return;
    const perNote = votes.get(noteId) ?? new Map<string, number>();
    perNote.set(voterId, dots);
    votes.set(noteId, perNote);
  });
  const startedAt = meta.get('startedAt');
  return {
    phase: Math.floor(within(meta.get('phase'), 0, 100)),
    timer: { remainingMs: within(meta.get('remainingMs'), 0, 24 * 60 * 60_000), startedAt: typeof startedAt === 'number' && Number.isFinite(startedAt) ? startedAt : null },
    votesRevealed: meta.get('votesRevealed') === true,
    votesPerPerson: Math.floor(within(meta.get('votesPerPerson') ?? DEFAULT_VOTES_PER_PERSON, 1, MAX_VOTES_PER_PERSON)),
    notes: notes.sort(byCreation),
    clusters: clusters.sort(byCreation),
    actions: actions.sort(byCreation),
    comments: comments.sort(byCreation),
    targets,
    votes,
  };
}

/** Milliseconds left on the phase's timer at `now` (server clock). */
export function timeLeft(timer: TimerState, now: number): number {
  return timer.startedAt === null ? timer.remainingMs : Math.max(0, timer.remainingMs - (now - timer.startedAt));
}

/** Total dots on a note, and how many dots a voter has given in all. */
export const dotsOn = (board: BoardState, noteId: string) => [...(board.votes.get(noteId)?.values() ?? [])].reduce((sum, dots) => sum + dots, 0);
export function dotsGivenBy(board: BoardState, voterId: string): number {
  let given = 0;
  for (const perNote of board.votes.values()) given += perNote.get(voterId) ?? 0;
  return given;
}

function setFields(target: Fields, fields: Record<string, unknown>) {
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) target.set(key, value);
}

export interface NewNote {
  text: string;
  colour: NoteColour;
  author: string;
  authorId: string;
  x: number;
  y: number;
  source?: string;
  clusterId?: string | null;
  linkId?: string | null;
  guide?: string;
}

export function addNote(doc: Y.Doc, note: NewNote, now = Date.now()): string {
  const id = newId();
  doc.transact(() => {
    const fields = new Y.Map<unknown>();
    notesOf(doc).set(id, fields);
    setFields(fields, { ...note, text: note.text.slice(0, MAX_NOTE_TEXT), source: note.source ?? '', clusterId: note.clusterId ?? null, linkId: note.linkId ?? null, guide: note.guide ?? '', createdAt: now });
  });
  return id;
}

export function updateNote(doc: Y.Doc, id: string, patch: Partial<Pick<Note, 'text' | 'colour' | 'x' | 'y' | 'clusterId' | 'linkId'>>) {
  const fields = notesOf(doc).get(id);
  if (!fields) return;
  doc.transact(() => setFields(fields, { ...patch, text: patch.text?.slice(0, MAX_NOTE_TEXT) }));
}

export function deleteNote(doc: Y.Doc, id: string) {
  doc.transact(() => {
    notesOf(doc).delete(id);
    for (const key of [...votesOf(doc).keys()]) if (key.endsWith(` ${id}`)) votesOf(doc).delete(key);
    commentsOf(doc).forEach((fields, commentId) => {
      if (fields.get('noteId') === id) commentsOf(doc).delete(commentId);
    });
  });
}

export function addComment(doc: Y.Doc, comment: { noteId: string; text: string; author: string; authorId: string }, now = Date.now()): string {
  const id = newId();
  doc.transact(() => {
    const fields = new Y.Map<unknown>();
    commentsOf(doc).set(id, fields);
    setFields(fields, { ...comment, text: comment.text.slice(0, MAX_COMMENT_TEXT), author: comment.author.slice(0, MAX_NAME_TEXT), createdAt: now });
  });
  return id;
}

export function deleteComment(doc: Y.Doc, id: string) {
  commentsOf(doc).delete(id);
}

export function addCluster(doc: Y.Doc, cluster: { title: string; x: number; y: number }, now = Date.now()): string {
  const id = newId();
  doc.transact(() => {
    const fields = new Y.Map<unknown>();
    clustersOf(doc).set(id, fields);
    setFields(fields, { ...cluster, title: cluster.title.slice(0, MAX_TITLE_TEXT), createdAt: now });
  });
  return id;
}

export function renameCluster(doc: Y.Doc, id: string, title: string) {
  clustersOf(doc).get(id)?.set('title', title.slice(0, MAX_TITLE_TEXT));
}

/** Removes the cluster; its notes stay on the board, ungrouped. */
export function deleteCluster(doc: Y.Doc, id: string) {
  doc.transact(() => {
    clustersOf(doc).delete(id);
    notesOf(doc).forEach((fields) => {
      if (fields.get('clusterId') === id) fields.set('clusterId', null);
    });
  });
}

/** Gives (+1) or takes back (-1) one dot; refuses to go past the voter's budget or below zero. */
export function castVote(doc: Y.Doc, voterId: string, noteId: string, change: 1 | -1): boolean {
  const board = readBoard(doc);
  const key = `${voterId} ${noteId}`;
  const current = board.votes.get(noteId)?.get(voterId) ?? 0;
  if (change === 1 && dotsGivenBy(board, voterId) >= board.votesPerPerson) return false;
  if (change === -1 && current === 0) return false;
  if (current + change === 0) votesOf(doc).delete(key);
  else votesOf(doc).set(key, current + change);
  return true;
}

export function revealVotes(doc: Y.Doc, revealed: boolean) {
  metaOf(doc).set('votesRevealed', revealed);
}

export function setVotesPerPerson(doc: Y.Doc, votes: number) {
  metaOf(doc).set('votesPerPerson', Math.min(MAX_VOTES_PER_PERSON, Math.max(1, Math.floor(votes))));
}

export function addAction(doc: Y.Doc, action: { text: string; owner: string; due: string }, now = Date.now()): string {
  const id = newId();
  doc.transact(() => {
    const fields = new Y.Map<unknown>();
    actionsOf(doc).set(id, fields);
    setFields(fields, { text: action.text.slice(0, MAX_ACTION_TEXT), owner: action.owner.slice(0, MAX_NAME_TEXT), due: action.due, done: false, createdAt: now });
  });
  return id;
}

export function updateAction(doc: Y.Doc, id: string, patch: Partial<Pick<ActionItem, 'text' | 'owner' | 'due' | 'done'>>) {
  const fields = actionsOf(doc).get(id);
  if (fields) doc.transact(() => setFields(fields, patch));
}

export function deleteAction(doc: Y.Doc, id: string) {
  actionsOf(doc).delete(id);
}

/** Moves to a phase and sets its timer to the phase's time box, stopped. */
export function setPhase(doc: Y.Doc, kind: AgendaKind, phase: number) {
  const phases = agendaPhases(kind);
  const target = phases[phase];
  if (!target) return;
  doc.transact(() => {
    const meta = metaOf(doc);
    meta.set('phase', phase);
    meta.set('remainingMs', target.minutes * 60_000);
    meta.set('startedAt', null);
  });
}

export function startTimer(doc: Y.Doc, now: number) {
  const timer = readBoard(doc).timer;
  if (timer.startedAt === null) metaOf(doc).set('startedAt', now);
}

export function pauseTimer(doc: Y.Doc, now: number) {
  const timer = readBoard(doc).timer;
  if (timer.startedAt === null) return;
  doc.transact(() => {
    metaOf(doc).set('remainingMs', timeLeft(timer, now));
    metaOf(doc).set('startedAt', null);
  });
}

/** Adds time to the phase, running or not. A timer that ran out restarts from now. */
export function extendTimer(doc: Y.Doc, ms: number, now: number) {
  const timer = readBoard(doc).timer;
  doc.transact(() => {
    if (timer.startedAt !== null && timeLeft(timer, now) === 0) {
      metaOf(doc).set('startedAt', now);
      metaOf(doc).set('remainingMs', ms);
    } else metaOf(doc).set('remainingMs', timer.remainingMs + ms);
  });
}

/** A starting card: its text, where it came from, and what it links to in the source. */
export interface StartingCard {
  text: string;
  source: string;
  link?: Omit<LinkTarget, 'anchor'> & { anchor?: string };
}

/**
 * A new board's state: the first phase's time box, and seeded cards laid out in a grid. Each
 * card's link becomes a target (one per distinct kind and ref), so other notes can link to it too.
 */
export function initialiseBoard(doc: Y.Doc, kind: AgendaKind, cards: StartingCard[], owner: { name: string; id: string }, now = Date.now()) {
  doc.transact(() => {
    if (kind === 'six-hats') setPhase(doc, kind, 0);
    metaOf(doc).set('votesPerPerson', DEFAULT_VOTES_PER_PERSON);
    const targetIds = new Map<string, string>();
    cards.forEach((card, index) => {
      let linkId: string | null = null;
      if (card.link) {
        const key = `${card.link.kind} ${card.link.ref}`;
        linkId = targetIds.get(key) ?? null;
        if (linkId === null) {
          linkId = newId();
          targetIds.set(key, linkId);
          targetsOf(doc).set(linkId, { kind: card.link.kind, ref: card.link.ref, label: card.link.label.slice(0, MAX_TITLE_TEXT), anchor: card.link.anchor ?? '' });
        }
      }
      const column = index % 6;
      const row = Math.floor(index / 6);
      addNote(doc, { text: card.text, source: card.source, colour: 'blue', author: owner.name, authorId: owner.id, x: 40 + column * (NOTE_WIDTH + 24), y: 40 + row * (NOTE_HEIGHT + 24), linkId }, now + index);
    });
  });
}
