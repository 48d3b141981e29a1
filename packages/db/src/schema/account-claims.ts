import { index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each time an account took a browser's work made without an account (its owner cookie), how many
 * of each kind joined it, so the dashboard can say what came in and when. Site checks count as bias
 * reports (their analysis is not counted again as an analysis).
 */
export const accountClaims = pgTable(
  'account_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analyses: integer('analyses').notNull().default(0),
    surveys: integer('surveys').notNull().default(0),
    ideas: integer('ideas').notNull().default(0),
    biasReports: integer('bias_reports').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_claims_user_created_idx').on(table.userId, table.createdAt)],
);
export type AccountClaim = typeof accountClaims.$inferSelect;
