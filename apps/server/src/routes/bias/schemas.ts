import { Type } from 'typebox';
import { ReportSchema } from '@sightline/shared/report';
import { BiasReportSchema } from '@sightline/shared/research/bias/schema';
import { QuestionSchema } from '@sightline/shared/research/survey';
import { AnalysisStatusSchema, AnalysisSummary, SyntheticId } from '../../schemas/analyses';

export const ReportParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'The bias report id' }) });
// Any string is accepted as a token: a malformed one is simply a link that is not valid (404).
export const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The token of a share link (read-only access without owning the report)' })) });

export const QuestionsReportDetail = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Literal('questions'),
  title: Type.String(),
  source: Type.Enum(['text', 'survey'], { description: 'Pasted questions, or a survey’s (as it was when checked)' }),
  surveyId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  questions: Type.Array(Type.Union([Type.String(), QuestionSchema]), { description: 'What was checked' }),
  result: BiasReportSchema,
  createdAt: Type.String({ format: 'date-time' }),
});

export const SiteReportDetail = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Literal('site'),
  title: Type.String({ description: 'The domain checked' }),
  createdAt: Type.String({ format: 'date-time' }),
  analysis: AnalysisSummary,
  report: Type.Union([ReportSchema, Type.Null()], {
    description: 'The DECEPTIVE_DESIGN analysis’s report with its deceptive-design findings only (every outcome), once the analysis has completed; null before',
  }),
  assetToken: Type.Union([Type.String(), Type.Null()], { description: 'Valid for an hour once the report is there: add ?asset=<assetToken> to the analysis’s screenshot URLs' }),
});

export const ReportDetail = Type.Union([QuestionsReportDetail, SiteReportDetail], { description: 'A questions report or a site (deceptive design) report, by `kind`' });

export const ReportResponse = Type.Object({
  success: Type.Literal(true),
  report: ReportDetail,
  owner: Type.Boolean({ description: 'False when opened through a share link' }),
});

export const ReportListItem = Type.Union([
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    kind: Type.Literal('questions'),
    title: Type.String(),
    source: Type.Enum(['text', 'survey']),
    questions: Type.Integer(),
    findings: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
  }),
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    kind: Type.Literal('site'),
    title: Type.String({ description: 'The domain checked' }),
    syntheticId: SyntheticId,
    startUrl: Type.String(),
    status: AnalysisStatusSchema,
    score: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()], { description: 'The deceptive-design score once completed' }),
    createdAt: Type.String({ format: 'date-time' }),
    finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
]);

export const BiasShareLinkSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  viewCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const StartedSiteCheck = Type.Object({
  success: Type.Literal(true),
  id: Type.String({ format: 'uuid', description: 'The site report, at /bias-detection/{id}' }),
  syntheticId: Type.String({ format: 'uuid', description: 'Its analysis, followed like any other (GET /api/analyses/{syntheticId}/events)' }),
  domain: Type.String(),
});

export const QuestionsReportResponse = Type.Object({ success: Type.Literal(true), report: QuestionsReportDetail });
