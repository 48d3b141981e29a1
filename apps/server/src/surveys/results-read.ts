import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { listSurveyDefinitions, type Survey, type SurveyVersion } from '@sightline/db';
import { CrossTabSchema, SurveyResultsSchema } from '@sightline/shared/research/survey-results';
import { HttpError } from '../errors';
import { requireSurveyOwner } from './access';
import { crossTab } from './crosstab';
import { FilterQueryProperties, resultsScope, type FilterQuery } from './filters';
import { surveyResults } from './results';

const QuestionId = Type.String({ minLength: 1, maxLength: 40, description: 'A question id' });

export const RESULTS_DESCRIPTION =
  'Complete responses only unless includePartial=true. Questions are those of the chosen version, or of the latest one; answers to questions it no longer has are left out. `filter=questionId:value` (repeatable) keeps the respondents who gave that answer: an option id, a number, or true/false.';
export const CROSSTAB_DESCRIPTION =
  'Single choice, yes/no, rating, Likert and NPS questions (NPS as detractors, passives, promoters); 400 NOT_CROSS_TABULABLE for others. Same filters as the results.';

export const ResultsQuery = Type.Object(FilterQueryProperties);
export const CrossTabQuery = Type.Object({ row: QuestionId, column: QuestionId, ...FilterQueryProperties });
export const ResultsResponse = Type.Object({ success: Type.Literal(true), results: SurveyResultsSchema });
export const CrossTabResponse = Type.Object({ success: Type.Literal(true), crosstab: CrossTabSchema });

/**
 * fast-json-stringify's serializer of the results schema (a union of twelve question results) took
 * 0.75–3 s on its first use, which made the first read after a start slow however fast its numbers
 * were; the results are built field by field (surveys/results.ts), which
 * test/surveys/results-incremental.test.ts holds to the schema.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The survey (owner only) with its published versions, newest first, and the one whose questions results use. */
export async function ownedWithVersions(app: FastifyInstance, request: FastifyRequest, id: string, version: number | undefined): Promise<{ survey: Survey; versions: SurveyVersion[]; shown: SurveyVersion | null }> {
  const { survey } = await requireSurveyOwner(app, request, id);
  const versions = await listSurveyDefinitions(app.db, survey.id);
  const shown = version === undefined ? (versions[0] ?? null) : (versions.find((v) => v.version === version) ?? null);
  if (version !== undefined && shown === null) throw new HttpError(400, 'VALIDATION_ERROR', `This survey has no published version ${version}.`);
  return { survey, versions, shown };
}

/** Per-question results under the filters (owner only): the results page's read, and /api/v1's. */
export async function readResults(app: FastifyInstance, request: FastifyRequest, id: string, query: FilterQuery) {
  const { survey, versions, shown } = await ownedWithVersions(app, request, id, query.version);
  const { scope, filters } = resultsScope(survey.id, query, versions, shown?.definition ?? null);
  return { success: true as const, results: await surveyResults(app, survey, { version: shown, scope, filters }) };
}

/** Two questions cross-tabulated under the filters (owner only). */
export async function readCrossTab(app: FastifyInstance, request: FastifyRequest, id: string, query: FilterQuery & { row: string; column: string }) {
  const { survey, versions, shown } = await ownedWithVersions(app, request, id, query.version);
  if (!shown) throw new HttpError(400, 'NOT_PUBLISHED', 'This survey has not been published yet, so it has no answers.');
  const question = (questionId: string) => {
    const found = shown.definition.questions.find((q) => q.id === questionId);
    if (!found) throw new HttpError(400, 'VALIDATION_ERROR', `This survey has no question "${questionId}".`);
    return found;
  };
  const { scope } = resultsScope(survey.id, query, versions, shown.definition);
  return { success: true as const, crosstab: await crossTab(app, scope, question(query.row), question(query.column)) };
}
