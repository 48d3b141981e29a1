import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { BOARD_HEIGHT, BOARD_WIDTH, readBoard, type BoardState } from '@sightline/shared/sessions';
import type { Joined, SessionRole } from './api';

export interface Person {
  clientId: number;
  id: string;
  name: string;
  role: SessionRole;
  me: boolean;
}

/** Where someone's pointer is on the board (board coordinates). */
export interface Cursor {
  clientId: number;
  name: string;
  /** Which of the cursor colours is theirs, the same on every screen. */
  hue: number;
  x: number;
  y: number;
}

/** A cursor is sent at most this often: ten updates a second look live and stay far below the server's 60 messages a second. */
export const CURSOR_INTERVAL_MS = 100;

export interface ConnectionState {
  status: 'connecting' | 'connected' | 'disconnected';
  /** Set when the server ended the connection for good (an invite revoked, the board full). */
  refused: string | null;
}

export interface BoardSnapshot {
  board: BoardState;
  people: Person[];
  connection: ConnectionState;
}

/**
 * One board's Yjs document and its connection to the server, as an external store React reads
 * with useSyncExternalStore: the document is the board's only copy on this side, never copied
 * into component state.
 */
export class BoardStore {
  readonly doc = new Y.Doc();
  private provider: WebsocketProvider | null = null;
  private listeners = new Set<() => void>();
  private snapshot: BoardSnapshot;
  // Cursors change many times a second: they have their own listeners, so only the layer that draws them redraws.
  private cursorListeners = new Set<() => void>();
  private cursors: Cursor[] = [];
  private cursorTimer: ReturnType<typeof setTimeout> | null = null;
  private cursorSentAt = 0;
  private pendingCursor: { x: number; y: number } | null = null;
  /** The server's clock minus ours, so everyone's timer shows the same time. */
  readonly clockOffset: number;

  constructor(readonly joined: Joined) {
    this.clockOffset = joined.serverTime - Date.now();
    this.snapshot = { board: readBoard(this.doc), people: [], connection: { status: 'connecting', refused: null } };
    this.doc.on('update', () => this.update({ board: readBoard(this.doc) }));
  }

  now = () => Date.now() + this.clockOffset;

  get canWrite() {
    return this.joined.role !== 'viewer';
  }

  get isFacilitator() {
    return this.joined.role === 'facilitator';
  }

  connect() {
    const origin = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/sessions`;
    // No BroadcastChannel: another tab of this browser may hold a different role, and edits must only travel through the server, which checks them.
    const provider = new WebsocketProvider(origin, `${this.joined.session.id}/sync`, this.doc, { params: { ticket: this.joined.ticket }, disableBc: true });
    this.provider = provider;
    const { awareness } = provider;
    awareness.setLocalStateField('user', { id: this.joined.participantId, name: this.joined.name, role: this.joined.role });
    awareness.on('change', () => {
      const states = awareness.getStates();
      const people = this.people(states);
      if (JSON.stringify(people) !== JSON.stringify(this.snapshot.people)) this.update({ people });
      this.cursors = this.readCursors(states);
      for (const listener of this.cursorListeners) listener();
    });
    provider.on('status', ({ status }) => this.update({ connection: { ...this.snapshot.connection, status } }));
    provider.on('closed', ({ reason }) => this.update({ connection: { status: 'disconnected', refused: reason || 'The server closed the connection.' } }));
    return () => {
      if (this.cursorTimer !== null) clearTimeout(this.cursorTimer);
      this.cursorTimer = null;
      provider.destroy();
      if (this.provider === provider) this.provider = null;
    };
  }

  /** Shares where this person's pointer is on the board (null: not over it), at most once per CURSOR_INTERVAL_MS; the last position always goes out. */
  moveCursor(cursor: { x: number; y: number } | null) {
    this.pendingCursor = cursor;
    if (this.cursorTimer !== null) return;
    this.cursorTimer = setTimeout(
      () => {
        this.cursorTimer = null;
        this.cursorSentAt = Date.now();
        this.provider?.awareness.setLocalStateField('cursor', this.pendingCursor);
      },
      Math.max(0, this.cursorSentAt + CURSOR_INTERVAL_MS - Date.now()),
    );
  }

  /** Everyone else's cursor over the board, from what they share (checked: any client can send anything). */
  private readCursors(states: Map<number, Record<string, unknown>>): Cursor[] {
    const cursors: Cursor[] = [];
    for (const [clientId, state] of states) {
      if (clientId === this.doc.clientID) continue;
      const user = state.user as { id?: unknown; name?: unknown } | undefined;
      const cursor = state.cursor as { x?: unknown; y?: unknown } | null | undefined;
      if (!user || typeof user.name !== 'string' || typeof user.id !== 'string' || !cursor) continue;
      const { x, y } = cursor;
      if (typeof x !== 'number' || typeof y !== 'number' || !(x >= 0 && x <= BOARD_WIDTH && y >= 0 && y <= BOARD_HEIGHT)) continue;
      let hue = 0;
      for (const character of user.id) hue = (hue * 31 + character.charCodeAt(0)) % 360;
      cursors.push({ clientId, name: user.name, hue, x, y });
    }
    return cursors;
  }

  subscribeCursors = (listener: () => void) => {
    this.cursorListeners.add(listener);
    return () => this.cursorListeners.delete(listener);
  };

  getCursors = () => this.cursors;

  private people(states: Map<number, Record<string, unknown>>): Person[] {
    const people: Person[] = [];
    for (const [clientId, state] of states) {
      const user = state.user as { id?: unknown; name?: unknown; role?: unknown } | undefined;
      if (!user || typeof user.name !== 'string' || typeof user.id !== 'string') continue;
      const role = user.role === 'facilitator' || user.role === 'participant' || user.role === 'viewer' ? user.role : 'viewer';
      people.push({ clientId, id: user.id, name: user.name, role, me: clientId === this.doc.clientID });
    }
    // One entry per person even with several tabs open.
    const seen = new Set<string>();
    return people.sort((a, b) => Number(b.me) - Number(a.me) || a.name.localeCompare(b.name)).filter((person) => !seen.has(person.id) && seen.add(person.id));
  }

  private update(change: Partial<BoardSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  destroy() {
    this.doc.destroy();
  }
}
