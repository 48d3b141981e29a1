import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { listSurveyDefinitions, type Survey, type SurveyVersion } from '@sightline/db';
import { CrossTabSchema, SurveyResultsSchema } from '@sightline/shared/research/survey-results';
import { HttpError } from '../../errors';
import { errorResponses, fileResponse } from '../../schemas/common';
import { SurveyParams } from '../../schemas/surveys';
import { requireSurveyOwner } from '../../surveys/access';
import { crossTab } from '../../surveys/crosstab';
import { attachmentName } from '../../surveys/file-name';
import { FilterQueryProperties, resultsScope } from '../../surveys/filters';
import { surveyResults } from '../../surveys/results';

const QuestionId = Type.String({ minLength: 1, maxLength: 40, description: 'A question id' });

/** The survey (owner only) with its published versions, newest first, and the one whose questions results use. */
async function ownedWithVersions(app: FastifyInstance, request: FastifyRequest, id: string, version: number | undefined): Promise<{ survey: Survey; versions: SurveyVersion[]; shown: SurveyVersion | null }> {
  const { survey } = await requireSurveyOwner(app, request, id);
  const versions = await listSurveyDefinitions(app.db, survey.id);
  const shown = version === undefined ? (versions[0] ?? null) : (versions.find((v) => v.version === version) ?? null);
  if (version !== undefined && shown === null) throw new HttpError(400, 'VALIDATION_ERROR', `This survey has no published version ${version}.`);
  return { survey, versions, shown };
}

/** What the results page reads: per-question results and cross-tabs, under the same filters (owner only). */
export const surveyResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/results',
    {
      // fast-json-stringify's serializer of this schema (a union of twelve question results) took
      // 0.75–3 s on its first use, which made the first read after a start slow however fast its
      // numbers were; the results are built field by field (surveys/results.ts), which
      // test/surveys/results-incremental.test.ts holds to the schema.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        summary: 'Results per question with 95 % intervals (owner only)',
        description:
          'Complete responses only unless includePartial=true. Questions are those of the chosen version, or of the latest one; answers to questions it no longer has are left out. `filter=questionId:value` (repeatable) keeps the respondents who gave that answer: an option id, a number, or true/false.',
        tags: ['survey results'],
        params: SurveyParams,
        querystring: Type.Object(FilterQueryProperties),
        response: { 200: Type.Object({ success: Type.Literal(true), results: SurveyResultsSchema }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { survey, versions, shown } = await ownedWithVersions(app, request, request.params.id, request.query.version);
      const { scope, filters } = resultsScope(survey.id, request.query, versions, shown?.definition ?? null);
      return { success: true as const, results: await surveyResults(app, survey, { version: shown, scope, filters }) };
    },
  );

  app.get(
    '/:id/crosstab',
    {
      schema: {
        summary: 'Cross-tabulate two questions, with a test of independence (owner only)',
        description: 'Single choice, yes/no, rating, Likert and NPS questions (NPS as detractors, passives, promoters); 400 NOT_CROSS_TABULABLE for others. Same filters as the results.',
        tags: ['survey results'],
        params: SurveyParams,
        querystring: Type.Object({ row: QuestionId, column: QuestionId, ...FilterQueryProperties }),
        response: { 200: Type.Object({ success: Type.Literal(true), crosstab: CrossTabSchema }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { survey, versions, shown } = await ownedWithVersions(app, request, request.params.id, request.query.version);
      if (!shown) throw new HttpError(400, 'NOT_PUBLISHED', 'This survey has not been published yet, so it has no answers.');
      const question = (id: string) => {
        const found = shown.definition.questions.find((q) => q.id === id);
        if (!found) throw new HttpError(400, 'VALIDATION_ERROR', `This survey has no question "${id}".`);
        return found;
      };
      const { scope } = resultsScope(survey.id, request.query, versions, shown.definition);
      return { success: true as const, crosstab: await crossTab(app, scope, question(request.query.row), question(request.query.column)) };
    },
  );

  app.get(
    '/:id/results.pdf',
    {
      // Each PDF is a browser render: no HEAD twin that would print one for nothing, and a ceiling per address.
      exposeHeadRoute: false,
      preHandler: app.rateLimits([{ name: 'survey-results-pdf', max: 30, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'The results page as a PDF (A4), with the same filters (owner only)',
        description: 'Chromium prints the results page with the requester\'s credentials. At most 30 an hour per address. 503 when the web app is not built, 504 PDF_TIMEOUT when it takes too long.',
        tags: ['survey results'],
        params: SurveyParams,
        querystring: Type.Object(FilterQueryProperties),
        response: { 200: fileResponse('application/pdf', 'The printed results page (A4)'), ...errorResponses(400, 404, 429, 503, 504) },
      },
    },
    async (request, reply) => {
      const { survey } = await ownedWithVersions(app, request, request.params.id, request.query.version);
      // The page reads the same filters from its address as this endpoint from its query string.
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const file = await app.printPage(request, `/surveys/${survey.id}/results${search}`);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentName(survey.title, 'results', 'pdf'))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
