import type { AgendaKind, SessionSourceKind } from '@sightline/shared/sessions';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytes } from './bytes';
import { users } from './users';


export type { SessionSourceKind };
export type SessionInviteRole = 'participant' | 'viewer';

/**
 * A collaborative session (a board people edit together). Owned like analyses: a browser's owner
 * key and/or an account; the owner is the facilitator. The board itself is a Yjs document kept in
 * `collab_session_updates`.
 */
export const collabSessions = pgTable(
  'collab_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKeyHash: text('owner_key_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    agenda: text('agenda').$type<AgendaKind>().notNull(),
    /** What the board's first cards came from, if anything (an analysis, a survey or a bias report, which may since be gone). */
    sourceKind: text('source_kind').$type<SessionSourceKind>().notNull(),
    sourceId: uuid('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the board last changed, for the list of the owner's sessions. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('collab_sessions_owner_key_hash_idx').on(table.ownerKeyHash), index('collab_sessions_user_id_idx').on(table.userId)],
);
export type CollabSession = typeof collabSessions.$inferSelect;

/** An invite link: a capability to join one session with one role; only the token's SHA-256 is stored. */
export const collabSessionInvites = pgTable(
  'collab_session_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => collabSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role').$type<SessionInviteRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('collab_session_invites_session_id_idx').on(table.sessionId)],
);
export type CollabSessionInvite = typeof collabSessionInvites.$inferSelect;

/**
 * The board's Yjs updates, appended as they arrive; compaction replaces a run of them with one
 * merged update (a snapshot). Applying every row, in any order, gives the document.
 */
export const collabSessionUpdates = pgTable(
  'collab_session_updates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => collabSessions.id, { onDelete: 'cascade' }),
    update: bytes('update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('collab_session_updates_session_id_idx').on(table.sessionId, table.id)],
);
