import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { findSession, findValidSessionInvite, type Db } from '@sightline/db';
import { PROTECTED_MAPS } from '@sightline/shared/sessions';
import { touchesProtected } from './facilitator-only';
import { Room } from './room';
import { verifyTicket, type SessionRole, type TicketClaims } from './ticket';

/** The y-websocket protocol's message types (the first varUint of every message). */
const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_QUERY_AWARENESS = 3;

export const SYNC_LIMITS = {
  /** One message; larger ones are refused by ws itself with close code 1009. */
  maxMessageBytes: 1024 * 1024,
  /** What a board may store (compacted): beyond it, writes are refused. */
  maxDocumentBytes: 4 * 1024 * 1024,
  /** Messages a connection may send: a burst of `burst`, then `perSecond` a second. */
  burst: 200,
  perSecond: 60,
};

/** Close codes a client can act on (4000–4999 are the application's own). */
export const CLOSE = {
  unauthorised: { code: 4401, reason: 'This invite link is not valid any more, or this session is gone.' },
  tooFast: { code: 4029, reason: 'Too many messages: the board accepts 60 a second per person.' },
  tooLarge: { code: 4413, reason: 'This board is full (4 MB): remove notes or start a new session.' },
  restarting: { code: 1012, reason: 'The server is restarting.' },
} as const;

const SYNC_PATH = /^\/api\/sessions\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/sync$/;

interface Connection {
  claims: TicketClaims;
  room: Room;
  /** Awareness client ids this connection has announced, removed when it leaves. */
  clientIds: Set<number>;
  tokens: number;
  refilledAt: number;
  /** Writes from a viewer that were dropped (for the log). */
  refused: number;
}

const canWrite = (role: SessionRole) => role !== 'viewer';

/**
 * The board's real-time sync: the y-websocket protocol (sync and awareness from y-protocols) on
 * the app's own HTTP server, at /api/sessions/{id}/sync?ticket=…. The message loop is ours rather
 * than @y/websocket-server's because the rules live in it: viewers' document updates are dropped
 * here (they still receive everything and show presence), participants' changes to the agenda,
 * timer, vote settings and link targets are undone, each connection is rate limited, a
 * board has a size cap, and presence carries the name and role from the ticket, not what a
 * client claims.
 */
export class SessionSync {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: SYNC_LIMITS.maxMessageBytes });
  private readonly rooms = new Map<string, Room>();
  private readonly connections = new Map<WebSocket, Connection>();
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Whether this upgrade is ours; if so it is answered (accepted, or refused with a close code). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = SYNC_PATH.exec(url.pathname);
    if (!match) return false;
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      void this.accept(ws, match[1]!, url.searchParams.get('ticket') ?? '');
    });
    return true;
  }

  private async authorise(sessionId: string, ticket: string): Promise<TicketClaims | null> {
    const claims = verifyTicket(this.secret, ticket);
    if (!claims || claims.sessionId !== sessionId) return null;
    if (!(await findSession(this.db, sessionId))) return null;
    if (claims.inviteId !== null && !(await findValidSessionInvite(this.db, sessionId, { id: claims.inviteId }))) return null;
    return claims;
  }

  private async accept(ws: WebSocket, sessionId: string, ticket: string) {
    // Messages that arrive while the ticket is checked and the board loads are handled after.
    const early: RawData[] = [];
    const keep = (data: RawData) => early.push(data);
    ws.on('message', keep);
    ws.on('error', (error) => this.log.debug({ err: error, sessionId }, 'session socket error'));
    let claims: TicketClaims | null;
    try {
      claims = this.closing ? null : await this.authorise(sessionId, ticket);
    } catch (error) {
      this.log.error({ err: error, sessionId }, 'checking a session ticket failed');
      claims = null;
    }
    if (!claims || ws.readyState !== ws.OPEN) {
      ws.close(CLOSE.unauthorised.code, CLOSE.unauthorised.reason);
      return;
    }
    const room = this.roomFor(sessionId);
    try {
      await room.ready;
    } catch (error) {
      this.log.error({ err: error, sessionId }, 'loading a session board failed');
      this.rooms.delete(sessionId);
      ws.close(1011, 'The board could not be loaded.');
      return;
    }
    if (ws.readyState !== ws.OPEN) return;
    const connection: Connection = { claims, room, clientIds: new Set(), tokens: SYNC_LIMITS.burst, refilledAt: Date.now(), refused: 0 };
    this.connections.set(ws, connection);
    room.connections.add(ws);
    ws.off('message', keep);
    ws.on('message', (data) => this.receive(ws, connection, data));
    ws.on('close', () => this.leave(ws, connection));

    // The server's state vector (the client answers with what the server lacks) and who is here.
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, room.doc);
    ws.send(encoding.toUint8Array(encoder));
    const present = [...room.awareness.getStates().keys()];
    if (present.length > 0) ws.send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(room.awareness, present)));
    for (const data of early) this.receive(ws, connection, data);
  }

  private roomFor(sessionId: string): Room {
    let room = this.rooms.get(sessionId);
    if (room) return room;
    room = new Room(sessionId, this.db, this.log);
    const created = room;
    this.rooms.set(sessionId, room);
    // Updates are sent on once per turn of the event loop, merged: under load several arrive in one
    // turn, and each one sent alone costs a write to every socket of the board (the bench's profile
    // had the server's time in writev). The sender is left out when the batch is all its own.
    const queued: Array<{ update: Uint8Array; origin: unknown }> = [];
    room.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'load') return;
      queued.push({ update, origin });
      if (queued.length === 1) setImmediate(() => this.broadcast(created, queued.splice(0)));
    });
    room.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }) => {
      const message = awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(created.awareness, [...added, ...updated, ...removed]));
      for (const ws of created.connections) this.send(ws, message);
    });
    return room;
  }

  private broadcast(room: Room, batch: Array<{ update: Uint8Array; origin: unknown }>) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, batch.length === 1 ? batch[0]!.update : Y.mergeUpdates(batch.map((entry) => entry.update)));
    const message = encoding.toUint8Array(encoder);
    const sender = batch.every((entry) => entry.origin === batch[0]!.origin) ? batch[0]!.origin : null;
    for (const ws of room.connections) if (ws !== sender) this.send(ws, message);
  }

  private send(ws: WebSocket, message: Uint8Array) {
    if (ws.readyState !== ws.OPEN) return;
    // A client that stopped reading would make the server hold everything for it: drop it instead.
    if (ws.bufferedAmount > 8 * SYNC_LIMITS.maxMessageBytes) {
      ws.terminate();
      return;
    }
    ws.send(message);
  }

  private withinRate(connection: Connection): boolean {
    const now = Date.now();
    connection.tokens = Math.min(SYNC_LIMITS.burst, connection.tokens + ((now - connection.refilledAt) / 1000) * SYNC_LIMITS.perSecond);
    connection.refilledAt = now;
    if (connection.tokens < 1) return false;
    connection.tokens -= 1;
    return true;
  }

  private receive(ws: WebSocket, connection: Connection, data: RawData) {
    if (!this.withinRate(connection)) {
      ws.close(CLOSE.tooFast.code, CLOSE.tooFast.reason);
      return;
    }
    const bytes = toBytes(data);
    try {
      const decoder = decoding.createDecoder(bytes);
      const type = decoding.readVarUint(decoder);
      if (type === MESSAGE_SYNC) this.receiveSync(ws, connection, decoder, bytes.byteLength);
      else if (type === MESSAGE_AWARENESS) this.receiveAwareness(ws, connection, decoding.readVarUint8Array(decoder));
      else if (type === MESSAGE_QUERY_AWARENESS) {
        ws.send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(connection.room.awareness, [...connection.room.awareness.getStates().keys()])));
      }
    } catch (error) {
      // A message that does not decode is the client's fault; it is dropped and the connection closed.
      this.log.warn({ err: error, sessionId: connection.room.sessionId }, 'malformed session message');
      ws.close(1007, 'A message could not be read.');
    }
  }

  private receiveSync(ws: WebSocket, connection: Connection, decoder: decoding.Decoder, size: number) {
    const { room, claims } = connection;
    const syncType = decoding.peekVarUint(decoder);
    if (syncType !== syncProtocol.messageYjsSyncStep1) {
      if (!canWrite(claims.role)) {
        // A viewer's changes never reach the document or anyone else.
        connection.refused += 1;
        if (connection.refused === 1) this.log.info({ sessionId: room.sessionId, participant: claims.participantId }, 'dropped a viewer’s write to a session board');
        return;
      }
      if (room.storedBytes + size > SYNC_LIMITS.maxDocumentBytes) {
        ws.close(CLOSE.tooLarge.code, CLOSE.tooLarge.reason);
        return;
      }
    }
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    if (claims.role !== 'facilitator' && syncType !== syncProtocol.messageYjsSyncStep1 && touchesProtected(room.doc, peekUpdate(decoder))) {
      // The agenda, the timer, the vote settings and the link targets are the facilitator's. The update cannot simply
      // be dropped (Yjs needs every change of a client in order, so its later edits would never
      // apply): it is applied and, in the same transaction, the server puts the old values back,
      // which everyone (the sender too) receives together with it.
      this.log.info({ sessionId: room.sessionId, participant: claims.participantId }, 'undid a participant’s change to the agenda, timer, vote settings or link targets');
      const maps = PROTECTED_MAPS.map((name) => room.doc.getMap<unknown>(name));
      const before = maps.map((map) => new Map(map.entries()));
      room.doc.transact(() => {
        syncProtocol.readSyncMessage(decoder, encoder, room.doc, null);
        maps.forEach((map, index) => {
          const was = before[index]!;
          for (const key of new Set([...was.keys(), ...map.keys()])) {
            if (!was.has(key)) map.delete(key);
            else if (!map.has(key) || JSON.stringify(map.get(key)) !== JSON.stringify(was.get(key))) map.set(key, was.get(key));
          }
        });
      }, null);
      return;
    }
    syncProtocol.readSyncMessage(decoder, encoder, room.doc, ws);
    // Only step 1 has an answer (step 2: what the client lacks).
    if (encoding.length(encoder) > 1) ws.send(encoding.toUint8Array(encoder));
  }

  /** Applies a presence update with each state's `user` replaced by who the ticket says this is. */
  private receiveAwareness(ws: WebSocket, connection: Connection, update: Uint8Array) {
    const decoder = decoding.createDecoder(update);
    const encoder = encoding.createEncoder();
    const count = decoding.readVarUint(decoder);
    encoding.writeVarUint(encoder, count);
    for (let index = 0; index < count; index += 1) {
      const clientId = decoding.readVarUint(decoder);
      const clock = decoding.readVarUint(decoder);
      const state = JSON.parse(decoding.readVarString(decoder)) as unknown;
      const { claims } = connection;
      const stamped = state !== null && typeof state === 'object' ? { ...state, user: { id: claims.participantId, name: claims.name, role: claims.role } } : null;
      if (stamped) connection.clientIds.add(clientId);
      else connection.clientIds.delete(clientId);
      encoding.writeVarUint(encoder, clientId);
      encoding.writeVarUint(encoder, clock);
      encoding.writeVarString(encoder, JSON.stringify(stamped));
    }
    awarenessProtocol.applyAwarenessUpdate(connection.room.awareness, encoding.toUint8Array(encoder), ws);
  }

  private leave(ws: WebSocket, connection: Connection) {
    this.connections.delete(ws);
    const { room } = connection;
    room.connections.delete(ws);
    awarenessProtocol.removeAwarenessStates(room.awareness, [...connection.clientIds], null);
    if (room.connections.size > 0) return;
    // The last one out: store what is left, then forget the board unless someone came back meanwhile.
    void room.flushed().then(() => {
      if (room.connections.size === 0 && this.rooms.get(room.sessionId) === room) {
        this.rooms.delete(room.sessionId);
        room.destroy();
      }
    });
  }

  /** The live document of a session, if anyone is connected to it. */
  liveRoom(sessionId: string): Room | undefined {
    return this.rooms.get(sessionId);
  }

  /** Closes the connections of guests who joined with this invite (it was just revoked). */
  closeInvite(sessionId: string, inviteId: string) {
    for (const [ws, connection] of this.connections) {
      if (connection.claims.sessionId === sessionId && connection.claims.inviteId === inviteId) ws.close(CLOSE.unauthorised.code, CLOSE.unauthorised.reason);
    }
  }

  /** Closes every connection and stores every pending change. */
  async close() {
    this.closing = true;
    for (const ws of this.connections.keys()) ws.close(CLOSE.restarting.code, CLOSE.restarting.reason);
    await Promise.all([...this.rooms.values()].map((room) => room.flushed()));
    for (const room of this.rooms.values()) room.destroy();
    this.rooms.clear();
    // Clients that did not answer the close frame are not waited for.
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }
}

/** The update a sync step 2 or update message carries, without moving the decoder. */
function peekUpdate(decoder: decoding.Decoder): Uint8Array {
  const peek = decoding.clone(decoder);
  decoding.readVarUint(peek);
  return decoding.readVarUint8Array(peek);
}

function awarenessMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
