import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { findIdea, findSurvey, findSurveyVersion, listCompleteAnswers, type IdeaListItem, type IdeaRow, type Survey } from '@sightline/db';
import { ideaScorecard, IdeaSchema, priceVerdict, PriceVerdictSchema, ScorecardSchema } from '@sightline/shared/research/idea-validation';
import { identifyViewer } from '../analysis/access';
import { HttpError } from '../errors';
import { ownsSurvey } from '../surveys/access';

const NOT_FOUND = 'This idea does not exist.';
export const IdeaParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'The idea id' }) });

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
export const IdeaDetailResponse = Type.Object({ success: Type.Literal(true), idea: IdeaDetailSchema });

export const IdeaListResponse = Type.Object({
  success: Type.Literal(true),
  ideas: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      surveyId: Type.String(),
      surveyStatus: IdeaSurveySchema.properties.status,
      responses: Type.Integer({ description: 'Complete responses to its survey' }),
      createdAt: Type.String(),
    }),
  ),
});

export const ideaListItem = (row: IdeaListItem) => ({ id: row.id, name: row.idea.name, surveyId: row.surveyId, surveyStatus: row.surveyStatus, responses: row.complete, createdAt: row.createdAt.toISOString() });

/** The idea, when this browser's owner key, the signed-in account or the API key's account owns its survey; one 404 otherwise. */
export async function requireIdeaOwner(app: FastifyInstance, request: FastifyRequest, id: string) {
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
export async function ideaDetail(app: FastifyInstance, idea: IdeaRow, survey: Survey) {
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
