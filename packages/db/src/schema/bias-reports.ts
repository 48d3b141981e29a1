import type { BiasReport } from '@sightline/shared/research/bias';
import type { Question } from '@sightline/shared/research/survey';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { analyses } from './analyses';
import { users } from './users';

/** What a bias report checked: pasted questions, or the questions of a survey (a copy, as they were then). */
export interface BiasReportInput {
  source: 'text' | 'survey';
  /** The owner's survey it came from, when it did (the survey may since have changed or gone). */
  surveyId: string | null;
  questions: Array<string | Question>;
}

/** 'questions': a questionnaire checked by the question rules; 'site': a site checked for deceptive design by an analysis. */
export const BIAS_REPORT_KINDS = ['questions', 'site'] as const;
export type BiasReportKind = (typeof BIAS_REPORT_KINDS)[number];

/**
 * A saved bias check, so /bias-detection/{id} can show it again. A questions report holds what was
 * checked and the findings, and is owned like analyses and surveys (a browser's owner key and/or an
 * account). A site report is a DECEPTIVE_DESIGN analysis seen as a bias report: the analysis holds the
 * findings, the screenshots and the owner, so the row holds none of them and nothing can drift apart.
 */
export const biasReports = pgTable(
  'bias_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKeyHash: text('owner_key_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<BiasReportKind>().notNull(),
    /** The survey's title, the first pasted question, or the site's domain: what the list of reports shows. */
    title: text('title').notNull(),
    input: jsonb('input').$type<BiasReportInput>(),
    result: jsonb('result').$type<BiasReport>(),
    /** A site report's analysis (one report per analysis). */
    analysisId: uuid('analysis_id')
      .unique()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bias_reports_owner_key_hash_idx').on(table.ownerKeyHash),
    index('bias_reports_user_id_idx').on(table.userId),
    check(
      'bias_reports_kind_shape',
      sql`(${table.kind} = 'questions' and ${table.input} is not null and ${table.result} is not null and ${table.analysisId} is null) or (${table.kind} = 'site' and ${table.analysisId} is not null and ${table.input} is null and ${table.result} is null and ${table.ownerKeyHash} is null and ${table.userId} is null)`,
    ),
  ],
);
export type BiasReportRow = typeof biasReports.$inferSelect;
/** A questions report: what was checked and what was found are always there. */
export type QuestionsBiasReportRow = BiasReportRow & { kind: 'questions'; input: BiasReportInput; result: BiasReport; analysisId: null };
/** A site report: everything but its id, title and date is its analysis's. */
export type SiteBiasReportRow = BiasReportRow & { kind: 'site'; analysisId: string; input: null; result: null; ownerKeyHash: null; userId: null };
export type TypedBiasReportRow = QuestionsBiasReportRow | SiteBiasReportRow;
