import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { readBoard, type BoardState } from '@sightline/shared/sessions';
import type { Joined, SessionRole } from './api';

export interface Person {
  clientId: number;
  id: string;
  name: string;
  role: SessionRole;
  me: boolean;
}

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
    awareness.on('change', () => this.update({ people: this.people(awareness.getStates()) }));
    provider.on('status', ({ status }) => this.update({ connection: { ...this.snapshot.connection, status } }));
    provider.on('closed', ({ reason }) => this.update({ connection: { status: 'disconnected', refused: reason || 'The server closed the connection.' } }));
    return () => {
      provider.destroy();
      if (this.provider === provider) this.provider = null;
    };
  }

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
