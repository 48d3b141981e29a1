// The analyzer's report, written once. The analyzer's types, the published JSON Schema file
// (packages/analyzer/schema/report.schema.json), the API's response schema and the web app's types
// are all derived from these definitions. The analyzer's smoke tests check that a real report has
// no property this schema does not declare, so what the API sends is exactly what it documents.
// Objects stay open (no additionalProperties: false): fast-json-stringify picks a branch of a
// nullable object by validating it, and would turn an extra property there into an error response.
// Browser-safe: the web app imports this module's types.
import { Type, type Static, type TSchema } from 'typebox';
import { WCAG_LEVELS } from '../wcag';
import { ANALYSIS_TYPES, CATEGORIES } from './kinds';

export { ANALYSIS_TYPES, CATEGORIES };

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AnalysisTypeSchema = Type.Enum(ANALYSIS_TYPES);
export type AnalysisType = Static<typeof AnalysisTypeSchema>;

export const CategorySchema = Type.Enum(CATEGORIES);
export type Category = Static<typeof CategorySchema>;

export const OutcomeSchema = Type.Enum(['failed', 'passed', 'needs-review', 'not-applicable', 'error'], {
  description: '"Couldn\'t tell" (needs-review, error) is never counted as a failure',
});
export type Outcome = Static<typeof OutcomeSchema>;

export const SeveritySchema = Type.Enum(['critical', 'serious', 'moderate', 'minor']);
export type Severity = Static<typeof SeveritySchema>;

export const DeviceSchema = Type.Enum(['mobile', 'desktop']);
export type Device = Static<typeof DeviceSchema>;

const ScoreSchema = nullable(Type.Integer({ minimum: 0, maximum: 100 }));

export const ScoresSchema = Type.Object(
  {
    overall: ScoreSchema,
    general: ScoreSchema,
    social: ScoreSchema,
    usability: ScoreSchema,
    accessibility: ScoreSchema,
    pageSpeed: ScoreSchema,
    uiAnalysis: ScoreSchema,
    // Absent in reports made before DECEPTIVE_DESIGN existed.
    deceptiveDesign: Type.Optional(ScoreSchema),
  },
  { description: 'Overall and per category, 0–100, or null when nothing in the category was measured' },
);
export type Scores = Static<typeof ScoresSchema>;
export type CategoryScores = Omit<Scores, 'overall'>;

export const RectSchema = Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number({ minimum: 0 }), height: Type.Number({ minimum: 0 }) });
export type Rect = Static<typeof RectSchema>;

export const ElementRefSchema = Type.Object({
  selector: Type.String(),
  snippet: Type.String({ description: 'Outer HTML, truncated to a few hundred characters' }),
  rect: nullable(RectSchema),
  note: Type.Optional(Type.String({ description: "What is wrong with this particular element, when it differs from the audit's description" })),
  marker: Type.Optional(Type.Integer({ minimum: 1, description: "Number of this element's box on the page's annotated screenshot" })),
});
/** `rect` is in document coordinates, CSS pixels at the device's viewport; null when not rendered. */
export type ElementRef = Static<typeof ElementRefSchema>;

export const FindingSchema = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', description: 'The audit that produced it: a noun, e.g. meta-description' }),
  category: CategorySchema,
  outcome: OutcomeSchema,
  severity: SeveritySchema,
  title: Type.String({ minLength: 1 }),
  description: Type.String(),
  recommendation: Type.String(),
  guide: nullable(Type.String({ pattern: '^/guides/', description: 'A Sightline guide path, e.g. /guides/laws/fitts-law' })),
  wcag: Type.Array(Type.String({ pattern: '^\\d\\.\\d{1,2}\\.\\d{1,2}$' })),
  act: Type.Array(Type.String({ pattern: '^[0-9a-z]{6}$', description: 'A W3C ACT rule id, e.g. 23a2a8' })),
  elements: Type.Array(ElementRefSchema),
  device: DeviceSchema,
  score: nullable(Type.Number({ minimum: 0, maximum: 1 })),
  displayValue: Type.Optional(Type.String({ description: 'Short human-readable value, e.g. "3 images without alt"' })),
  explanation: Type.Optional(Type.String({ description: 'Why the outcome is what it is, e.g. the reason for needs-review' })),
  details: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'Audit-specific raw data (lab metric values and runs, byte counts…)' })),
  references: Type.Optional(
    Type.Array(Type.Object({ title: Type.String({ minLength: 1 }), url: Type.String({ format: 'uri' }) }), {
      description: 'Rules and guidance that speak to what was found (deceptive design: EU DSA art. 25, EDPB guidelines, the FTC report); cited, not legal advice',
    }),
  ),
});
export type Finding = Static<typeof FindingSchema>;

export const RedirectHopSchema = Type.Object({ url: Type.String(), status: Type.Integer() });
export type RedirectHop = Static<typeof RedirectHopSchema>;

export const ScreenshotSchema = Type.Object({ device: DeviceSchema, kind: Type.Enum(['viewport', 'fullPage', 'annotated']), path: Type.String() });
export type Screenshot = Static<typeof ScreenshotSchema>;

export const UnmeasuredSchema = Type.Object(
  { category: CategorySchema, device: DeviceSchema, reason: Type.String() },
  { description: "A category that could not be measured on this page and device because its main gatherer failed (axe-core for accessibility): its findings there count towards no score" },
);
export type Unmeasured = Static<typeof UnmeasuredSchema>;

export const PageReportSchema = Type.Object({
  url: Type.String(),
  finalUrl: Type.String(),
  status: nullable(Type.Integer()),
  redirects: Type.Array(RedirectHopSchema),
  depth: Type.Integer({ minimum: 0 }),
  error: nullable(Type.String({ description: 'Set when the page could not be analysed at all (timeout, TLS error, crash…)' })),
  scores: ScoresSchema,
  findings: Type.Array(FindingSchema),
  screenshots: Type.Array(ScreenshotSchema),
  unmeasured: Type.Optional(Type.Array(UnmeasuredSchema)),
});
export type PageReport = Static<typeof PageReportSchema>;

/** Facts about the whole site, gathered once per run. */
export const SiteFactsSchema = Type.Object({
  origin: Type.String(),
  robotsTxt: Type.Object({ status: nullable(Type.Integer()), body: nullable(Type.String()) }),
  sitemap: nullable(Type.Object({ url: Type.String(), status: nullable(Type.Integer()), urls: Type.Array(Type.String()) })),
  notFoundProbe: nullable(
    Type.Object(
      { url: Type.String(), status: nullable(Type.Integer()), hasHtml: Type.Boolean() },
      { description: 'Status returned for a path that cannot exist (custom-404 check)' },
    ),
  ),
  httpRedirect: Type.Optional(
    nullable(
      Type.Object(
        { url: Type.String(), status: nullable(Type.Integer()), location: nullable(Type.String()), error: nullable(Type.String()) },
        { description: "What the plain-http origin answers for `/` when the site is https (redirect-to-HTTPS check)" },
      ),
    ),
  ),
});
export type SiteFacts = Static<typeof SiteFactsSchema>;

/** The options the run was made with, as the report records them. */
export const ReportOptionsSchema = Type.Object({
  maxPages: Type.Integer({ minimum: 1 }),
  maxDepth: Type.Integer({ minimum: 0 }),
  // Read-only, as the analyzer's own run options hold them.
  analysisTypes: Type.Immutable(Type.Array(AnalysisTypeSchema)),
  devices: Type.Immutable(Type.Array(DeviceSchema)),
  screenshots: Type.Boolean(),
  concurrency: Type.Integer({ minimum: 1 }),
  allowPrivate: Type.Boolean(),
  respectRobots: Type.Boolean(),
  pageTimeout: Type.Integer({ minimum: 1, description: 'Hard limit for one page on one device, ms' }),
  outputDir: nullable(Type.String({ description: 'Where screenshots and other files were written; null when none were' })),
  runs: Type.Optional(Type.Integer({ minimum: 1, description: 'Lab-performance runs per sampled page; the median is reported' })),
  wcagLevel: Type.Optional(
    Type.Enum(WCAG_LEVELS, {
      description:
        'The WCAG conformance target. Findings about criteria above it are advice: they name no failure and do not lower the accessibility score. Absent in reports made before it was a setting, which were judged against AA',
    }),
  ),
});
export type ReportOptions = Static<typeof ReportOptionsSchema>;

const weights = (description: string) => Type.Record(Type.String(), Type.Number({ minimum: 0 }), { description });

export const ReportSchema = Type.Object({
  schemaVersion: Type.String({ pattern: '^1\\.\\d+\\.\\d+$' }),
  requestedUrl: Type.String({ format: 'uri' }),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.String({ format: 'date-time' }),
  options: ReportOptionsSchema,
  scores: ScoresSchema,
  scoring: Type.Object(
    {
      formula: Type.String({ minLength: 1 }),
      // deceptiveDesign came later: stored reports made before it have no weights for it.
      weights: Type.Object(
        {
          general: weights('Audit id → weight'),
          social: weights('Audit id → weight'),
          usability: weights('Audit id → weight'),
          accessibility: weights('Audit id → weight'),
          pageSpeed: weights('Audit id → weight'),
          uiAnalysis: weights('Audit id → weight'),
          deceptiveDesign: Type.Optional(weights('Audit id → weight')),
        },
        { description: 'Per category' },
      ),
      categoryWeights: Type.Optional(weights('Category → weight in the overall score')),
      audits: Type.Optional(
        Type.Record(
          Type.String(),
          Type.Object({
            category: CategorySchema,
            weight: Type.Number({ minimum: 0 }),
            score: Type.Number({ minimum: 0, maximum: 1, description: 'Mean of its passed and failed findings over every page and device' }),
            findings: Type.Integer({ minimum: 1, description: 'How many findings that mean is taken over' }),
          }),
          {
            description:
              'Audit id → its part in the site-wide scores, for every audit that passed or failed somewhere: a category score is 100 × Σ weight × score / Σ weight over its audits. Views that leave out passed findings keep this whole, so what a fix would recover can still be worked out.',
          },
        ),
      ),
      labCurves: Type.Optional(
        Type.Record(Type.String(), Type.Record(DeviceSchema, Type.Object({ p10: Type.Number({ exclusiveMinimum: 0 }), median: Type.Number({ exclusiveMinimum: 0 }) })), {
          description:
            "Lab metric id → Lighthouse's log-normal scoring curve per device (the value scoring 0.9, and the one scoring 0.5), so a saving in milliseconds can be turned into the score it would bring",
        }),
      ),
    },
    { description: 'How scores are computed, in words and weights: users distrust opaque scores' },
  ),
  site: SiteFactsSchema,
  pages: Type.Array(PageReportSchema),
  siteFindings: Type.Optional(Type.Array(FindingSchema, { description: 'Findings about the site as a whole (robots.txt, sitemap, custom 404)' })),
  skipped: Type.Optional(
    Type.Array(Type.Object({ url: Type.String(), reason: Type.String() }), {
      description: 'URLs the crawl reached but did not analyse, and why (not HTML, robots.txt, duplicate after redirect)',
    }),
  ),
});
export type Report = Static<typeof ReportSchema>;
