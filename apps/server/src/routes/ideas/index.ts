import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { createIdea, findIdea, findSurvey, findSurveyVersion, listCompleteAnswers, listVisibleIdeas, type IdeaRow, type Survey } from '@sightline/db';
import { ideaScorecard, IdeaSchema, priceVerdict, PriceVerdictSchema, ScorecardSchema, validationSurvey } from '@sightline/shared/research/idea-validation';
import { identifyViewer } from '../../analysis/access';
import { ensureOwnerKey } from '../../analysis/owner-key';
import { HttpError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import { ownsSurvey } from '../../surveys/access';

const NOT_FOUND = 'This idea does not exist.';
const IdeaParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'The idea id' }) });

const IdeaSurveySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: Type.Enum(['draft', 'open', 'closed']),
  publicUrl: Type.String({ description: 'Where respondents answer, once published' }),
});
const IdeaDetailSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  idea: IdeaSchema,
  survey: IdeaSurveySchema,
  scorecard: ScorecardSchema,
  priceVerdict: Type.Union([PriceVerdictSchema, Type.Null()], { description: "The owner's price against the acceptable range; null when the survey has no price questions" }),
  createdAt: Type.String({ format: 'date-time' }),
});
const IdeaDetailResponse = Type.Object({ success: Type.Literal(true), idea: IdeaDetailSchema });

/** The idea, when this browser's owner key or the signed-in account owns its survey; one 404 otherwise. */
async function requireIdeaOwner(app: FastifyInstance, request: FastifyRequest, id: string) {
  const idea = await findIdea(app.db, id);
  const survey = idea ? await findSurvey(app.db, idea.surveyId) : null;
  if (idea && survey && ownsSurvey(survey, await identifyViewer(app, request))) return { idea, survey };
  throw new HttpError(404, 'NOT_FOUND', NOT_FOUND);
}

/**
 * The scorecard from every complete response (question ids are stable across the survey's
 * versions), read with the questions respondents were last given: the published version, or the
 * draft before the first publish.
 */
async function ideaDetail(app: FastifyInstance, idea: IdeaRow, survey: Survey) {
  const published = survey.currentVersionId === null ? null : await findSurveyVersion(app.db, survey.id, { id: survey.currentVersionId });
  const definition = published?.definition ?? survey.draft;
  const answers = await listCompleteAnswers(app.db, survey.id, definition.questions.map((question) => question.id));
  const scorecard = ideaScorecard(definition, answers);
  return {
    id: idea.id,
    idea: idea.idea,
    survey: { id: survey.id, status: survey.status, publicUrl: `/survey/${survey.id}` },
    scorecard,
    priceVerdict: scorecard.price ? priceVerdict(scorecard.price, idea.idea.price.amount) : null,
    createdAt: idea.createdAt.toISOString(),
  };
}

export const ideasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secureCookie = app.config.publicUrl.startsWith('https:');

  app.post(
    '/',
    {
      preHandler: app.rateLimits([{ name: 'idea-create', max: 30, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Describe an idea: Sightline drafts its validation survey (sets the owner cookie when this browser has none)',
        description: 'The survey is a draft the owner can edit and must publish before anyone can answer it.',
        tags: ['ideas'],
        body: Type.Object({ idea: IdeaSchema }, { additionalProperties: false }),
        response: { 201: IdeaDetailResponse, ...errorResponses(400, 415, 429) },
      },
    },
    async (request, reply) => {
      const viewer = await identifyViewer(app, request);
      const ownerKeyHash = ensureOwnerKey(request, reply, secureCookie);
      const { idea, survey } = await createIdea(app.db, { ownerKeyHash, userId: viewer.userId, idea: request.body.idea, draft: validationSurvey(request.body.idea) });
      return reply.code(201).send({ success: true as const, idea: await ideaDetail(app, idea, survey) });
    },
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'The ideas of this browser (owner cookie) or signed-in account, newest first',
        tags: ['ideas'],
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            ideas: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), surveyId: Type.String(), surveyStatus: IdeaSurveySchema.properties.status, responses: Type.Integer(), createdAt: Type.String() })),
          }),
        },
      },
    },
    async (request) => {
      const rows = await listVisibleIdeas(app.db, await identifyViewer(app, request));
      return {
        success: true as const,
        ideas: rows.map((row) => ({ id: row.id, name: row.idea.name, surveyId: row.surveyId, surveyStatus: row.surveyStatus, responses: row.complete, createdAt: row.createdAt.toISOString() })),
      };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: "An idea with its evidence scorecard, read from its survey's complete responses (owner only)",
        tags: ['ideas'],
        params: IdeaParams,
        response: { 200: IdeaDetailResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { idea, survey } = await requireIdeaOwner(app, request, request.params.id);
      return { success: true as const, idea: await ideaDetail(app, idea, survey) };
    },
  );
};
