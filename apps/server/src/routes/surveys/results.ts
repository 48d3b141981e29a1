import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, fileResponse } from '../../schemas/common';
import { SurveyParams } from '../../schemas/surveys';
import { attachmentName } from '../../surveys/file-name';
import {
  CROSSTAB_DESCRIPTION,
  CrossTabQuery,
  CrossTabResponse,
  ownedWithVersions,
  plainJson,
  readCrossTab,
  readResults,
  RESULTS_DESCRIPTION,
  ResultsQuery,
  ResultsResponse,
} from '../../surveys/results-read';

/** What the results page reads: per-question results and cross-tabs, under the same filters (owner only). */
export const surveyResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/results',
    {
      serializerCompiler: plainJson,
      schema: {
        summary: 'Results per question with 95 % intervals (owner only)',
        description: RESULTS_DESCRIPTION,
        tags: ['survey results'],
        params: SurveyParams,
        querystring: ResultsQuery,
        response: { 200: ResultsResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => readResults(app, request, request.params.id, request.query),
  );

  app.get(
    '/:id/crosstab',
    {
      schema: {
        summary: 'Cross-tabulate two questions, with a test of independence (owner only)',
        description: CROSSTAB_DESCRIPTION,
        tags: ['survey results'],
        params: SurveyParams,
        querystring: CrossTabQuery,
        response: { 200: CrossTabResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => readCrossTab(app, request, request.params.id, request.query),
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
        querystring: ResultsQuery,
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
