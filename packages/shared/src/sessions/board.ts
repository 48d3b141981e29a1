import * as Y from 'yjs';
import { agendaPhases, type AgendaKind } from './agenda';

/**
 * A session's board is one Yjs document. Every client and the server read it through `readBoard`,
 * which checks each field's type and length: any client can write anything into a CRDT, so what
 * is shown and exported is only what fits this shape. Writes go through the functions below so
 * every side lays the document out the same way.
 *
 *   notes    id → Y.Map { text, colour, author, authorId, x, y, clusterId, source, createdAt }
 *   clusters id → Y.Map { title, x, y, createdAt }
 *   actions  id → Y.Map { text, owner, due, done, createdAt }
 *   votes    "<voterId> <noteId>" → number of dots that voter gave that note
 *   meta     phase, remainingMs, startedAt (server clock, ms; null when paused), votesRevealed, votesPerPerson
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
  /** noteId → voterId → dots. */
  votes: Map<string, Map<string, number>>;
}

type Fields = Y.Map<unknown>;
const notesOf = (doc: Y.Doc) => doc.getMap<Fields>('notes');
const clustersOf = (doc: Y.Doc) => doc.getMap<Fields>('clusters');
const actionsOf = (doc: Y.Doc) => doc.getMap<Fields>('actions');
const votesOf = (doc: Y.Doc) => doc.getMap<number>('votes');
const metaOf = (doc: Y.Doc) => doc.getMap<unknown>('meta');

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
  const notes: Note[] = [];
  notesOf(doc).forEach((fields, id) => {
    if (!(fields instanceof Y.Map)) return;
    const colour = fields.get('colour');
    const clusterId = fields.get('clusterId');
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
}

export function addNote(doc: Y.Doc, note: NewNote, now = Date.now()): string {
  const id = newId();
  doc.transact(() => {
    const fields = new Y.Map<unknown>();
    notesOf(doc).set(id, fields);
    setFields(fields, { ...note, text: note.text.slice(0, MAX_NOTE_TEXT), source: note.source ?? '', clusterId: note.clusterId ?? null, createdAt: now });
  });
  return id;
}

export function updateNote(doc: Y.Doc, id: string, patch: Partial<Pick<Note, 'text' | 'colour' | 'x' | 'y' | 'clusterId'>>) {
  const fields = notesOf(doc).get(id);
  if (!fields) return;
  doc.transact(() => setFields(fields, { ...patch, text: patch.text?.slice(0, MAX_NOTE_TEXT) }));
}

export function deleteNote(doc: Y.Doc, id: string) {
  doc.transact(() => {
    notesOf(doc).delete(id);
    for (const key of [...votesOf(doc).keys()]) if (key.endsWith(` ${id}`)) votesOf(doc).delete(key);
  });
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

/** A new board's state: the first phase's time box, and seeded cards laid out in a grid. */
export function initialiseBoard(doc: Y.Doc, kind: AgendaKind, cards: Array<{ text: string; source: string }>, owner: { name: string; id: string }, now = Date.now()) {
  doc.transact(() => {
    if (kind === 'six-hats') setPhase(doc, kind, 0);
    metaOf(doc).set('votesPerPerson', DEFAULT_VOTES_PER_PERSON);
    cards.forEach((card, index) => {
      const column = index % 6;
      const row = Math.floor(index / 6);
      addNote(doc, { text: card.text, source: card.source, colour: 'blue', author: owner.name, authorId: owner.id, x: 40 + column * (NOTE_WIDTH + 24), y: 40 + row * (NOTE_HEIGHT + 24) }, now + index);
    });
  });
}
