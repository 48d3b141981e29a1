import { Type, type Static } from 'typebox';
import { JobStatusSchema } from '@sightline/shared/agents/schema';
import { ANALYSIS_TYPES, CategorySchema, DeviceSchema, ReportSchema, SeveritySchema } from '@sightline/shared/report';
import { REPORT_VIEWS } from '../analysis/report-views';
import { BrandingSchema } from './account';

export const AnalysisTypeSchema = Type.Union(
  ANALYSIS_TYPES.map((type) => Type.Literal(type)),
  { description: 'What to analyse' },
);

/** The spec's calls: the body the home page and the exit-intent modal send. */
export const CrawlBody = Type.Object(
  {
    startUrls: Type.Array(Type.String({ minLength: 1, maxLength: 2048 }), { minItems: 1, maxItems: 1, description: 'One domain, e.g. ["example.com"], optionally with the path of the page to start on: ["example.com/docs/page"]' }),
    maxPages: Type.Integer({ minimum: 1, maximum: 10_000 }),
    maxDepth: Type.Integer({ minimum: 0, maximum: 100 }),
    analysisTypes: Type.Array(AnalysisTypeSchema, { minItems: 1, maxItems: ANALYSIS_TYPES.length, uniqueItems: true }),
    saveScreenshots: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const SyntheticId = Type.String({ format: 'uuid', description: 'The syntheticId returned by POST /api/proxy/v1/crawl' });

export const ScoresSchema = Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()]));

export const AnalysisStatusSchema = JobStatusSchema;

export const AnalysisSummary = Type.Object({
  syntheticId: Type.String(),
  domain: Type.String(),
  startUrl: Type.String(),
  status: AnalysisStatusSchema,
  stage: Type.Union([Type.String(), Type.Null()]),
  pagesFound: Type.Integer(),
  pagesDone: Type.Integer(),
  pagesInProgress: Type.Array(
    Type.Object({
      url: Type.String(),
      device: Type.String(),
      stage: Type.String({ description: '`load`, `passive` (reading the page, accessibility), `interactive` (keyboard walk), `last` (Lighthouse), or `annotate` (screenshots)' }),
    }),
    { description: 'The pages being analysed now and the step each is on; the page that moved last comes last' },
  ),
  devices: Type.Array(Type.String(), { description: 'The devices each page is analysed on, in order' }),
  progressAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the progress last moved' }),
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

export const ReportViewSchema = Type.Enum(REPORT_VIEWS, {
  description: 'Which report: standard is free; comprehensive, detailed and the whitelabel views need an entitlement when billing is on',
});

/** `?view=&token=` of the report endpoints. */
export const ReportQuery = Type.Object({
  view: Type.Optional(ReportViewSchema),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The token of a share link' })),
});

export const ChangedIssueSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  category: CategorySchema,
  severity: SeveritySchema,
  pages: Type.Integer({ description: 'Pages where it turned (a site-wide finding counts as one)' }),
});

export const LabMetricChangeSchema = Type.Object({
  id: Type.String({ description: 'The lab metric audit, e.g. largest-contentful-paint' }),
  title: Type.String(),
  page: Type.String({ description: 'The page measured both times' }),
  device: DeviceSchema,
  before: Type.Number(),
  now: Type.Number(),
  delta: Type.Number({ description: 'now minus before (ms; unitless for cumulative-layout-shift)' }),
  noise: Type.Number({ description: 'The metric\'s run-to-run noise on an unchanged site, for this value: a change this size or smaller is not real' }),
  real: Type.Boolean({ description: 'The change is larger than the noise' }),
});

export const ChangesSchema = Type.Object(
  {
    previous: Type.Object({ syntheticId: Type.String(), finishedAt: Type.String({ format: 'date-time' }), scores: ScoresSchema }),
    scoreDeltas: Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()])),
    scoreChanges: Type.Record(
      Type.String(),
      Type.Object({
        delta: Type.Union([Type.Number(), Type.Null()], { description: 'As in scoreDeltas' }),
        noise: Type.Number({ description: 'Points this score moves between analyses of an unchanged site' }),
        real: Type.Boolean({ description: 'The change is larger than the noise' }),
      }),
      { description: 'Each score\'s change with its run-to-run noise band' },
    ),
    slowMachine: Type.Boolean({
      description: 'Either analysis measured its lab figures on a machine slower than Lighthouse expects (CPU benchmark): page-speed changes are then not called real',
    }),
    labMetrics: Type.Array(LabMetricChangeSchema, { description: 'Lab metrics of the pages measured in both analyses' }),
    newIssues: Type.Array(ChangedIssueSchema, { description: 'Failing now on a page where it passed before (a lab metric only beyond its noise), and failing on no page before' }),
    fixedIssues: Type.Array(ChangedIssueSchema, { description: 'Passing now on a page where it failed before (a lab metric only beyond its noise), and failing on no page now' }),
  },
  { description: 'Against the previous completed analysis of the same domain by the same owner' },
);

export const EntitlementsSchema = Type.Object(
  { comprehensive: Type.Boolean(), detailed: Type.Boolean(), whitelabel: Type.Boolean() },
  { description: "The requester's paid features: all true without billing; for a share link, what the link opens" },
);

export const ReportResponse = Type.Object({
  success: Type.Literal(true),
  analysis: AnalysisSummary,
  owner: Type.Boolean(),
  view: ReportViewSchema,
  report: ReportSchema,
  entitlements: EntitlementsSchema,
  branding: Type.Union([BrandingSchema, Type.Null()], { description: "Whitelabel views only: the analysis owner's account branding" }),
  changes: Type.Union([ChangesSchema, Type.Null()], { description: 'Comprehensive views only; null when there is no earlier analysis' }),
  assetToken: Type.String({ description: 'Valid for an hour: add ?asset=<assetToken> to screenshot URLs (an <img> cannot send the Bearer token)' }),
});
