import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { appendSessionUpdate, compactSessionUpdates, loadSessionUpdates, type Db } from '@sightline/db';

/** After this many appended rows the board's updates are replaced by one snapshot. */
export const COMPACT_AFTER_ROWS = 100;

/**
 * One session's board while anyone is connected: the Yjs document, who is here (awareness), and
 * the writes still to be stored. Every change is appended to the database as it arrives; changes
 * arriving while a write is in flight are merged into the next one, so a busy board costs a few
 * rows a second, not one per keystroke.
 */
export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new Awareness(this.doc);
  readonly connections = new Set<WebSocket>();
  /** Bytes of the stored updates: what the size limit counts (compaction brings it down). */
  storedBytes = 0;
  private rowsSinceSnapshot = 0;
  private pending: Uint8Array[] = [];
  private writing: Promise<void> | null = null;
  private stopped = false;
  readonly ready: Promise<void>;

  constructor(
    readonly sessionId: string,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    // The server holds no presence of its own.
    this.awareness.setLocalState(null);
    this.ready = this.load();
  }

  private async load() {
    const rows = await loadSessionUpdates(this.db, this.sessionId);
    Y.transact(
      this.doc,
      () => {
        for (const row of rows) Y.applyUpdate(this.doc, row.update);
      },
      'load',
    );
    this.storedBytes = rows.reduce((sum, row) => sum + row.update.byteLength, 0);
    this.rowsSinceSnapshot = rows.length;
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'load') this.store(update);
    });
    if (rows.length > COMPACT_AFTER_ROWS) await this.compact(rows[rows.length - 1]!.id);
  }

  private store(update: Uint8Array) {
    this.pending.push(update);
    this.storedBytes += update.byteLength;
    this.writing ??= this.writePending().finally(() => {
      this.writing = null;
    });
  }

  private async writePending() {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      const merged = batch.length === 1 ? batch[0]! : Y.mergeUpdates(batch);
      try {
        const id = await appendSessionUpdate(this.db, this.sessionId, merged);
        this.rowsSinceSnapshot += 1;
        if (this.rowsSinceSnapshot >= COMPACT_AFTER_ROWS) await this.compact(id);
      } catch (error) {
        // Kept for the next write: the document still holds the change, and losing it silently would be worse than retrying.
        if (this.stopped) return;
        this.pending.unshift(merged);
        this.log.error({ err: error, sessionId: this.sessionId }, 'storing a session update failed');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  /** The whole document as one update replaces every stored row up to `upToId` (it contains them all). */
  private async compact(upToId: number) {
    const snapshot = Y.encodeStateAsUpdate(this.doc);
    await compactSessionUpdates(this.db, this.sessionId, upToId, snapshot);
    this.rowsSinceSnapshot = 1;
    this.storedBytes = snapshot.byteLength + this.pending.reduce((sum, update) => sum + update.byteLength, 0);
  }

  /** Resolves once every change received so far is in the database. */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  destroy() {
    this.stopped = true;
    this.awareness.destroy();
    this.doc.destroy();
  }
}
