import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { createBiasReport, findBiasReport, listVisibleBiasReports, type BiasReportInput, type BiasReportRow } from '@sightline/db';
import { BIAS_RULES, checkQuestionnaire } from '@sightline/shared/research/bias';
import { BiasReportSchema } from '@sightline/shared/research/bias/schema';
import { QuestionSchema, SurveyDefinitionSchema } from '@sightline/shared/research/survey';
import { identifyViewer, type Viewer } from '../../analysis/access';
import { ensureOwnerKey } from '../../analysis/owner-key';
import { HttpError } from '../../errors';
import { BODY_LIMIT_BYTES } from '../../plugins/error-handler';
import { errorResponses } from '../../schemas/common';
import { requireSurveyOwner } from '../../surveys/access';

const NOT_FOUND = 'This bias report does not exist.';
const MAX_QUESTIONS = 200;
/** A whole survey definition may be sent (as the survey API takes one); 200 pasted questions are far below it. */
const BODY_LIMIT = BODY_LIMIT_BYTES + 1024 * 1024;

const RULE_TABLE = Object.entries(BIAS_RULES)
  .map(([id, rule]) => `| \`${id}\` | ${rule.title} | ${rule.severity} | ${rule.guide} |`)
  .join('\n');

const ReportParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'The report id' }) });
const ReportDetailSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Literal('questions'),
  title: Type.String(),
  source: Type.Enum(['text', 'survey'], { description: 'Pasted questions, or a survey’s (as it was when checked)' }),
  surveyId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  questions: Type.Array(Type.Union([Type.String(), QuestionSchema]), { description: 'What was checked' }),
  result: BiasReportSchema,
  createdAt: Type.String({ format: 'date-time' }),
});
const ReportResponse = Type.Object({ success: Type.Literal(true), report: ReportDetailSchema });

const QuestionText = Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', description: 'One question (or interview prompt), in English' });

function detail(row: BiasReportRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    source: row.input.source,
    surveyId: row.input.surveyId,
    questions: row.input.questions,
    result: row.result,
    createdAt: row.createdAt.toISOString(),
  };
}

const owns = (row: BiasReportRow, viewer: Viewer) => (row.ownerKeyHash !== null && row.ownerKeyHash === viewer.ownerKeyHash) || (row.userId !== null && row.userId === viewer.userId);

/** The report, when this browser's owner key or the signed-in account owns it; one 404 otherwise, so neither can be probed. */
async function requireReportOwner(app: FastifyInstance, request: FastifyRequest, id: string): Promise<BiasReportRow> {
  const row = await findBiasReport(app.db, id);
  if (row && owns(row, await identifyViewer(app, request))) return row;
  throw new HttpError(404, 'NOT_FOUND', NOT_FOUND);
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export const biasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secureCookie = app.config.publicUrl.startsWith('https:');

  app.post(
    '/questions',
    {
      bodyLimit: BODY_LIMIT,
      preHandler: app.rateLimits([{ name: 'bias-questions', max: 120, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Check questions for bias and save the report (sets the owner cookie when this browser has none)',
        description: [
          'Send exactly one of: `questions` (question texts, one per item: pasted questions or an interview script already split into questions), `survey` (a survey definition: its options and settings are checked too), or `surveyId` (one of your surveys: its draft is checked).',
          'The rules read **English only**. Each finding quotes the words with their offsets into the question text, says why they bias answers, gives a rewrite of that question when one can be computed (else `advice` says what to change) and the guide that explains the bias. Questionnaire-level findings cover order effects.',
          '',
          '| rule | title | severity | guide |',
          '|---|---|---|---|',
          RULE_TABLE,
        ].join('\n'),
        tags: ['bias'],
        body: Type.Object(
          {
            questions: Type.Optional(Type.Array(QuestionText, { minItems: 1, maxItems: MAX_QUESTIONS })),
            survey: Type.Optional(SurveyDefinitionSchema),
            surveyId: Type.Optional(Type.String({ format: 'uuid', description: 'One of your surveys' })),
          },
          { additionalProperties: false },
        ),
        response: { 201: ReportResponse, ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { questions, survey, surveyId } = request.body;
      const given = [questions, survey, surveyId].filter((value) => value !== undefined).length;
      if (given !== 1) throw new HttpError(400, 'VALIDATION_ERROR', 'Send one of: questions (a list of question texts), survey (a survey definition) or surveyId (one of your surveys).');
      let input: BiasReportInput;
      let title: string;
      if (questions) {
        input = { source: 'text', surveyId: null, questions: questions.map((text) => text.trim()) };
        title = clip(input.questions[0] as string, 120);
      } else {
        const definition = survey ?? (await requireSurveyOwner(app, request, surveyId!)).survey.draft;
        if (definition.questions.length === 0) throw new HttpError(400, 'VALIDATION_ERROR', 'This survey has no questions to check yet.');
        input = { source: 'survey', surveyId: surveyId ?? null, questions: definition.questions };
        title = definition.title;
      }
      const result = checkQuestionnaire(input.questions);
      const viewer = await identifyViewer(app, request);
      const ownerKeyHash = ensureOwnerKey(request, reply, secureCookie);
      const row = await createBiasReport(app.db, { ownerKeyHash, userId: viewer.userId, kind: 'questions', title, input, result });
      return reply.code(201).send({ success: true as const, report: detail(row) });
    },
  );

  app.get(
    '/reports',
    {
      schema: {
        summary: 'The bias reports of this browser (owner cookie) or signed-in account, newest first',
        tags: ['bias'],
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            reports: Type.Array(
              Type.Object({
                id: Type.String({ format: 'uuid' }),
                kind: Type.Literal('questions'),
                title: Type.String(),
                source: Type.Enum(['text', 'survey']),
                questions: Type.Integer(),
                findings: Type.Integer(),
                createdAt: Type.String({ format: 'date-time' }),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await listVisibleBiasReports(app.db, await identifyViewer(app, request));
      return { success: true as const, reports: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );

  app.get(
    '/reports/:id',
    {
      schema: {
        summary: 'A saved bias report (owner only)',
        tags: ['bias'],
        params: ReportParams,
        response: { 200: ReportResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ success: true as const, report: detail(await requireReportOwner(app, request, request.params.id)) }),
  );
};
