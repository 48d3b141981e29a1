import type { BiasReport } from '@sightline/shared/research/bias';
import type { Question } from '@sightline/shared/research/survey';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a bias report checked: pasted questions, or the questions of a survey (a copy, as they were then). */
export interface BiasReportInput {
  source: 'text' | 'survey';
  /** The owner's survey it came from, when it did (the survey may since have changed or gone). */
  surveyId: string | null;
  questions: Array<string | Question>;
}

/**
 * A saved bias check, so /bias-detection/{id} can show it again. Owned like analyses and surveys: a
 * browser's owner key and/or an account. `kind` says what was checked: 'questions' (a questionnaire).
 */
export const biasReports = pgTable(
  'bias_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKeyHash: text('owner_key_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'questions'>().notNull(),
    /** The survey's title, or the first pasted question: what the list of reports shows. */
    title: text('title').notNull(),
    input: jsonb('input').$type<BiasReportInput>().notNull(),
    result: jsonb('result').$type<BiasReport>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bias_reports_owner_key_hash_idx').on(table.ownerKeyHash), index('bias_reports_user_id_idx').on(table.userId)],
);
export type BiasReportRow = typeof biasReports.$inferSelect;
