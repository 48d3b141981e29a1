import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { analyses } from './analyses';
import { biasReports } from './bias-reports';

/** Which view of an analysis a link opens; a bias report has one view, stored as 'standard'. */
export const shareLinkView = pgEnum('share_link_view', ['standard', 'comprehensive', 'comprehensive-whitelabel']);
export type ShareLinkView = (typeof shareLinkView.enumValues)[number];

/** A per-link capability to read one report (an analysis's or a bias report); only the SHA-256 of the token is stored. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'cascade' }),
    biasReportId: uuid('bias_report_id').references(() => biasReports.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    view: shareLinkView('view').notNull().default('standard'),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('share_links_analysis_id_idx').on(table.analysisId),
    index('share_links_bias_report_id_idx').on(table.biasReportId),
    check('share_links_one_subject', sql`num_nonnulls(${table.analysisId}, ${table.biasReportId}) = 1`),
  ],
);

export type ShareLink = typeof shareLinks.$inferSelect;
