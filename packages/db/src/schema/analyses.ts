import type { Industry } from '@sightline/shared/benchmarks';
import type { Report } from '@sightline/shared/report';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const analysisStatus = pgEnum('analysis_status', ['queued', 'running', 'completed', 'failed']);
export type AnalysisStatus = (typeof analysisStatus.enumValues)[number];

/** What the crawl was asked to do, as accepted by POST /api/proxy/v1/crawl. */
export interface AnalysisRequest {
  startUrl: string;
  maxPages: number;
  maxDepth: number;
  analysisTypes: string[];
  saveScreenshots: boolean;
}

/** A page being analysed and the step it is on (the analyzer's `page-stage` progress events). */
export interface PageInProgress {
  url: string;
  device: string;
  /** `load`, a gatherer phase (`passive`, `interactive`, `last`) or a page stage's name (`annotate`). */
  stage: string;
}

/** Overall and per-category scores, copied out of the report so lists need not read it. */
export type AnalysisScores = Record<string, number | null>;

/**
 * One analysis of one domain; its id is the `syntheticId` the client holds. Progress columns are
 * written by the worker as it goes, so any process (and the SSE stream) can read them.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    request: jsonb('request').$type<AnalysisRequest>().notNull(),
    status: analysisStatus('status').notNull().default('queued'),
    stage: text('stage'),
    pagesFound: integer('pages_found').notNull().default(0),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesInProgress: jsonb('pages_in_progress').$type<PageInProgress[]>().notNull().default([]),
    /** When the worker last wrote progress, so a client can tell the run's pace from its work done. */
    progressAt: timestamp('progress_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    scores: jsonb('scores').$type<AnalysisScores>(),
    /** The analyzer's report, as the analyze-site job wrote it. */
    report: jsonb('report').$type<Report>(),
    /** SHA-256 of the submitting browser's owner key (an HttpOnly cookie); never the key itself. */
    ownerKeyHash: text('owner_key_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** HMAC of the submitter's IP with a server secret: enough to rate-limit, not to identify. */
    ipHash: text('ip_hash').notNull(),
    /** Address for the "email me when it's ready" message; cleared once it has been sent. */
    notifyEmail: text('notify_email'),
    /** The industry its owner tagged it with (@sightline/shared/benchmarks): it then counts in that industry's benchmark. */
    industry: text('industry').$type<Industry>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('analyses_domain_created_idx').on(table.domain, table.createdAt),
    index('analyses_ip_hash_created_idx').on(table.ipHash, table.createdAt),
    index('analyses_owner_key_hash_idx').on(table.ownerKeyHash),
    index('analyses_user_id_idx').on(table.userId),
    index('analyses_industry_domain_idx').on(table.industry, table.domain, table.finishedAt).where(sql`${table.industry} is not null and ${table.status} = 'completed'`),
  ],
);

export type Analysis = typeof analyses.$inferSelect;

/** Every domain submitted from the home page or the exit-intent modal (the spec's calls). */
export const domainSubmissions = pgTable(
  'domain_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domain: text('domain').notNull(),
    /** Always "exit-intent": the spec fixes the value, so it cannot say which form was used. */
    submissionType: text('submission_type').notNull(),
    /** The form the domain came from ("homepage", "exit-intent-modal", "bias-detection"); null from clients that do not say. */
    source: text('source'),
    analysisTypes: jsonb('analysis_types').$type<string[]>().notNull(),
    syntheticId: uuid('synthetic_id').references(() => analyses.id, { onDelete: 'set null' }),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('domain_submissions_created_idx').on(table.createdAt)],
);
