import type { Idea } from '@sightline/shared/research/idea-validation';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { surveys } from './surveys';
import { users } from './users';

/**
 * An idea being validated: its description and the survey drafted from it, whose answers make its
 * evidence scorecard. Owned like analyses and surveys: a browser's owner key and/or an account.
 */
export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKeyHash: text('owner_key_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idea: jsonb('idea').$type<Idea>().notNull(),
    /** Deleting the survey deletes the idea: a scorecard without its evidence means nothing. */
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ideas_owner_key_hash_idx').on(table.ownerKeyHash), index('ideas_user_id_idx').on(table.userId), index('ideas_survey_id_idx').on(table.surveyId)],
);
export type IdeaRow = typeof ideas.$inferSelect;
