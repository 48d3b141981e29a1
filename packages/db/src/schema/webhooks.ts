import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export type WebhookEventType = 'analysis.completed' | 'survey.response_received';

/**
 * An account's webhook endpoint: where events are POSTed and the secret they are signed with. The
 * secret is kept as it is (HMAC needs it), and shown to the owner only when it is made.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;

/** One event for one account, and how its delivery went; the deliver-webhook job sends it. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<WebhookEventType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [index('webhook_events_user_created_idx').on(table.userId, table.createdAt)],
);
export type WebhookEvent = typeof webhookEvents.$inferSelect;
