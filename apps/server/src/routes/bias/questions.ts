import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { createBiasReport, type BiasReportInput, type QuestionsBiasReportRow } from '@sightline/db';
import { BIAS_RULES, checkQuestionnaire } from '@sightline/shared/research/bias';
import { SurveyDefinitionSchema } from '@sightline/shared/research/survey';
import { identifyViewer } from '../../analysis/access';
import { ensureOwnerKey } from '../../analysis/owner-key';
import { questionsReportDetail } from '../../bias/detail';
import { HttpError } from '../../errors';
import { BODY_LIMIT_BYTES } from '../../plugins/error-handler';
import { errorResponses } from '../../schemas/common';
import { requireSurveyOwner } from '../../surveys/access';
import type { RoutePlugin } from '../../types';
import { QuestionsReportResponse } from './schemas';

const MAX_QUESTIONS = 200;
/** A whole survey definition may be sent (as the survey API takes one); 200 pasted questions are far below it. */
const BODY_LIMIT = BODY_LIMIT_BYTES + 1024 * 1024;

const RULE_TABLE = Object.entries(BIAS_RULES)
  .map(([id, rule]) => `| \`${id}\` | ${rule.title} | ${rule.severity} | ${rule.guide} |`)
  .join('\n');

const QuestionText = Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', description: 'One question (or interview prompt), in English' });

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export const BiasQuestionsBody = Type.Object(
  {
    questions: Type.Optional(Type.Array(QuestionText, { minItems: 1, maxItems: MAX_QUESTIONS })),
    survey: Type.Optional(SurveyDefinitionSchema),
    surveyId: Type.Optional(Type.String({ format: 'uuid', description: 'One of your surveys' })),
  },
  { additionalProperties: false },
);

/** Checks exactly one of pasted questions, a survey definition or one of the requester's surveys, and saves the report for this browser and account. */
export async function checkAndSaveQuestionnaire(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: Static<typeof BiasQuestionsBody>): Promise<QuestionsBiasReportRow> {
  const { questions, survey, surveyId } = body;
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
  // An API client (/api/v1) is its key's account: it gets no owner cookie.
  const ownerKeyHash = request.apiKey ? null : ensureOwnerKey(request, reply, app.config.publicUrl.startsWith('https:'));
  return createBiasReport(app.db, { ownerKeyHash, userId: viewer.userId, title, input, result });
}

/** POST /api/bias/questions: a questionnaire checked and saved. */
export const questionRoutes: RoutePlugin = async (app) => {

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
        body: BiasQuestionsBody,
        response: { 201: QuestionsReportResponse, ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const row = await checkAndSaveQuestionnaire(app, request, reply, request.body);
      return reply.code(201).send({ success: true as const, report: questionsReportDetail(row) });
    },
  );
};
