import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listSurveyDefinitions } from '@sightline/db';
import { errorResponses, fileResponse } from '../../schemas/common';
import { ResponseRowSchema, SurveyParams } from '../../schemas/surveys';
import { requireSurveyOwner } from '../../surveys/access';
import { responsesCsv, responsesXlsx } from '../../surveys/export';
import { attachmentName } from '../../surveys/file-name';
import { responsesPage } from '../../surveys/listing';

const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The responses of a survey, to read and to download (owner only). */
export const surveyResponsesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/responses',
    {
      schema: {
        summary: 'The individual responses with their answers, newest first (owner only)',
        tags: ['survey results'],
        params: SurveyParams,
        querystring: Type.Object({
          cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page' })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: 'Responses per page (default 50)' })),
        }),
        response: {
          200: Type.Object({ success: Type.Literal(true), responses: Type.Array(ResponseRowSchema), nextCursor: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      return responsesPage(app.db, survey.id, request.query);
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/:id/export.${format}`,
      {
        schema: {
          summary: `Every response as ${format === 'csv' ? 'CSV (UTF-8 with BOM)' : 'an Excel workbook'}: a row per response, a column per question (owner only)`,
          description: 'A matrix question has a column per row, Van Westendorp one per price; multiple choice and ranking answers are the labels joined with "; ".',
          tags: ['survey results'],
          params: SurveyParams,
          response: { 200: fileResponse(format === 'csv' ? CSV_TYPE : XLSX_TYPE, 'A row per response, newest first'), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { survey } = await requireSurveyOwner(app, request, request.params.id);
        const versions = await listSurveyDefinitions(app.db, survey.id);
        reply.header('content-disposition', attachmentName(survey.title, 'responses', format)).header('cache-control', 'private, no-store');
        if (format === 'csv') return reply.type(`${CSV_TYPE}; charset=utf-8`).send(responsesCsv(app.db, survey.id, versions));
        return reply.type(XLSX_TYPE).send(responsesXlsx(app.db, survey.id, versions));
      },
    );
  }
};
