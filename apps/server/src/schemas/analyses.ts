import { Type, type Static } from 'typebox';
import { ANALYSIS_TYPES } from '@sightline/analyzer';

export const AnalysisTypeSchema = Type.Union(
  ANALYSIS_TYPES.map((type) => Type.Literal(type)),
  { description: 'What to analyse' },
);

/** Spec §7: the body the home page and the exit-intent modal send. */
export const CrawlBody = Type.Object(
  {
    startUrls: Type.Array(Type.String({ minLength: 1, maxLength: 2048 }), { minItems: 1, maxItems: 1, description: 'One domain, e.g. ["example.com"]' }),
    maxPages: Type.Integer({ minimum: 1, maximum: 10_000 }),
    maxDepth: Type.Integer({ minimum: 0, maximum: 100 }),
    analysisTypes: Type.Array(AnalysisTypeSchema, { minItems: 1, maxItems: ANALYSIS_TYPES.length, uniqueItems: true }),
    saveScreenshots: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const SyntheticId = Type.String({ format: 'uuid', description: 'The syntheticId returned by POST /api/proxy/v1/crawl' });

export const ScoresSchema = Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()]));

export const AnalysisStatusSchema = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('completed'), Type.Literal('failed')]);

export const AnalysisSummary = Type.Object({
  syntheticId: Type.String(),
  domain: Type.String(),
  startUrl: Type.String(),
  status: AnalysisStatusSchema,
  stage: Type.Union([Type.String(), Type.Null()]),
  pagesFound: Type.Integer(),
  pagesDone: Type.Integer(),
  maxPages: Type.Integer(),
  attempts: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()]),
  scores: Type.Union([ScoresSchema, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  notifyRequested: Type.Boolean(),
});

export type AnalysisSummaryBody = Static<typeof AnalysisSummary>;

export const ShareLinkSchema = Type.Object({
  id: Type.String(),
  view: Type.Union([Type.Literal('standard'), Type.Literal('comprehensive'), Type.Literal('comprehensive-whitelabel')]),
  viewCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
