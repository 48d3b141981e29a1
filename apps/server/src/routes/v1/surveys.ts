import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createSurvey, listSurveyDefinitions, publishSurvey } from '@sightline/db';
import { checkDefinition, checkPublishable, SurveyDefinitionSchema, type SurveyDefinition } from '@sightline/shared/research/survey';
import { identifyViewer } from '../../analysis/access';
import { HttpError } from '../../errors';
import { BODY_LIMIT_BYTES } from '../../plugins/error-handler';
import { fileResponse } from '../../schemas/common';
import { DefinitionProblemsError, ResponseRowSchema, SurveyDetailResponse, SurveyParams, SurveySummarySchema } from '../../schemas/surveys';
import { requireSurveyOwner } from '../../surveys/access';
import { surveyDetail } from '../../surveys/detail';
import { responsesCsv } from '../../surveys/export';
import { attachmentName } from '../../surveys/file-name';
import { responsesPage, surveySummaries } from '../../surveys/listing';
import { CROSSTAB_DESCRIPTION, CrossTabQuery, CrossTabResponse, plainJson, readCrossTab, readResults, RESULTS_DESCRIPTION, ResultsQuery, ResultsResponse } from '../../surveys/results-read';
import { RATE_LIMIT_NOTE, security, v1Errors, type V1Options } from './common';

const tags = ['api v1: surveys'];
/** A definition of 100 questions with long option lists is far over the default 16 KB. */
const DEFINITION_BODY_LIMIT = BODY_LIMIT_BYTES + 1024 * 1024;

function requireNoProblems(definition: SurveyDefinition, publish: boolean): void {
  const problems = [...checkDefinition(definition), ...(publish ? checkPublishable(definition) : [])];
  if (problems.length > 0) {
    throw new HttpError(400, 'INVALID_DEFINITION', `The survey definition has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: ${problems[0]!.message}`, { problems });
  }
}

export const v1SurveysRoutes: FastifyPluginAsyncTypebox<V1Options> = async (app, { guards }) => {
  app.post(
    '/surveys',
    {
      preHandler: guards.write,
      bodyLimit: DEFINITION_BODY_LIMIT,
      schema: {
        summary: 'Create a survey from a definition, published by default (write key)',
        description: `The definition is the builder's own (twelve question types, show-if and end-if conditions, welcome and thank-you screens). With \`publish\` (default true) it is published at once: respondents answer at publicUrl, and each completed response raises the survey.response_received webhook. 400 INVALID_DEFINITION lists \`problems\` (path and message) a schema cannot catch: duplicate ids, conditions on later questions, no question to publish. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        body: Type.Object(
          { definition: SurveyDefinitionSchema, publish: Type.Optional(Type.Boolean({ description: 'Publish at once (default true); false keeps a draft to finish in the builder' })) },
          { additionalProperties: false },
        ),
        response: { 201: SurveyDetailResponse, 400: DefinitionProblemsError, ...v1Errors(403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { definition } = request.body;
      const publish = request.body.publish ?? true;
      const title = definition.title.trim();
      if (title === '') throw new HttpError(400, 'VALIDATION_ERROR', 'Invalid field "definition.title": must not be blank');
      requireNoProblems(definition, publish);
      const created = await createSurvey(app.db, { ownerKeyHash: null, userId: request.apiKey!.userId, title: title.slice(0, 200), draft: definition });
      const survey = publish ? ((await publishSurvey(app.db, { id: created.id, draftRevision: created.draftRevision }))?.survey ?? created) : created;
      return reply.code(201).send({ success: true as const, survey: await surveyDetail(app, survey) });
    },
  );

  app.get(
    '/surveys',
    {
      preHandler: guards.read,
      schema: {
        summary: "The key's account's surveys with their response counts, newest first",
        description: RATE_LIMIT_NOTE,
        tags,
        security,
        response: { 200: Type.Object({ success: Type.Literal(true), surveys: Type.Array(SurveySummarySchema) }), ...v1Errors() },
      },
    },
    async (request) => {
      return surveySummaries(app.db, await identifyViewer(app, request));
    },
  );

  app.get(
    '/surveys/:id',
    {
      preHandler: guards.read,
      schema: { summary: 'A survey: its definition, versions and response counts', description: RATE_LIMIT_NOTE, tags, security, params: SurveyParams, response: { 200: SurveyDetailResponse, ...v1Errors(400, 404) } },
    },
    async (request) => ({ success: true as const, survey: await surveyDetail(app, (await requireSurveyOwner(app, request, request.params.id)).survey) }),
  );

  app.get(
    '/surveys/:id/responses',
    {
      preHandler: guards.read,
      schema: {
        summary: 'The responses with their answers, newest first, a page at a time',
        description: `Pass \`nextCursor\` back as \`cursor\` for the next page; null on the last. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: SurveyParams,
        querystring: Type.Object({
          cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page' })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Responses per page (default 50)' })),
        }),
        response: { 200: Type.Object({ success: Type.Literal(true), responses: Type.Array(ResponseRowSchema), nextCursor: Type.Union([Type.String(), Type.Null()]) }), ...v1Errors(400, 404) },
      },
    },
    async (request) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      return responsesPage(app.db, survey.id, request.query);
    },
  );

  app.get(
    '/surveys/:id/responses.csv',
    {
      preHandler: guards.read,
      schema: {
        summary: 'Every response as CSV (UTF-8 with BOM): a row per response, a column per question',
        description: `The same file as the builder's export. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: SurveyParams,
        response: { 200: fileResponse('text/csv', 'A row per response, newest first'), ...v1Errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      const versions = await listSurveyDefinitions(app.db, survey.id);
      reply.header('content-disposition', attachmentName(survey.title, 'responses', 'csv')).header('cache-control', 'private, no-store');
      return reply.type('text/csv; charset=utf-8').send(responsesCsv(app.db, survey.id, versions));
    },
  );

  app.get(
    '/surveys/:id/results',
    {
      preHandler: guards.read,
      serializerCompiler: plainJson,
      schema: {
        summary: 'Results per question with 95 % intervals, as the results page shows them',
        description: `${RESULTS_DESCRIPTION} ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: SurveyParams,
        querystring: ResultsQuery,
        response: { 200: ResultsResponse, ...v1Errors(400, 404) },
      },
    },
    async (request) => readResults(app, request, request.params.id, request.query),
  );

  app.get(
    '/surveys/:id/crosstab',
    {
      preHandler: guards.read,
      schema: {
        summary: 'Cross-tabulate two questions, with a test of independence',
        description: `${CROSSTAB_DESCRIPTION} ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: SurveyParams,
        querystring: CrossTabQuery,
        response: { 200: CrossTabResponse, ...v1Errors(400, 404) },
      },
    },
    async (request) => readCrossTab(app, request, request.params.id, request.query),
  );
};
