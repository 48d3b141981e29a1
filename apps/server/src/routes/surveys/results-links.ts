import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createSurveyResultsLink, listSurveyDefinitions, listSurveyResultsLinks, revokeSurveyResultsLink } from '@sightline/db';
import { requireJsonOrSameOrigin } from '../../auth/cross-site';
import { HttpError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import { SurveyId, SurveyParams } from '../../schemas/surveys';
import { requireSurveyOwner } from '../../surveys/access';
import { createResultsLinkToken, RESULTS_LINK_MAX_DAYS, resultsLinkUrl, summarizeResultsLink } from '../../surveys/results-link';

const ResultsLinkSchema = Type.Object({
  id: Type.String(),
  redactedQuestionIds: Type.Array(Type.String(), { description: 'Questions the link leaves out of the results, the cross-tab and the download' }),
  allowDownload: Type.Boolean({ description: 'Whether the link offers the responses as CSV (without the redacted questions)' }),
  viewCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** Read-only links to a survey's results for people without access to it (owner only). */
export const surveyResultsLinksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ours = requireJsonOrSameOrigin(app.config.publicUrl);

  app.get(
    '/:id/results-links',
    {
      schema: {
        summary: "A survey's read-only results links, newest first (owner only)",
        tags: ['survey results'],
        params: SurveyParams,
        response: { 200: Type.Object({ success: Type.Literal(true), links: Type.Array(ResultsLinkSchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      return { success: true as const, links: (await listSurveyResultsLinks(app.db, survey.id)).map(summarizeResultsLink) };
    },
  );

  app.post(
    '/:id/results-links',
    {
      preHandler: app.rateLimits([{ name: 'results-link-create', max: 30, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: "Create a read-only link to the survey's results; its token is shown once (owner only)",
        description:
          'Anyone with the link sees the results (GET /api/public/survey-results/{token}) without the redacted questions, which are left out entirely, cross-tabs and filters included; the CSV of the responses only with `allowDownload`. The link works until it is revoked, or until `expiresInDays` have passed when given. 400 NOT_PUBLISHED before the first publish; 400 VALIDATION_ERROR for a redacted id that is no question of the survey.',
        tags: ['survey results'],
        params: SurveyParams,
        body: Type.Object(
          {
            redactedQuestionIds: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 200, uniqueItems: true }),
            allowDownload: Type.Boolean(),
            expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: RESULTS_LINK_MAX_DAYS, description: 'Days until the link stops working; without it, it works until revoked' })),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ success: Type.Literal(true), link: ResultsLinkSchema, url: Type.String({ description: 'The page the link opens' }), token: Type.String({ description: 'Shown only now' }) }),
          ...errorResponses(400, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      const versions = await listSurveyDefinitions(app.db, survey.id);
      if (versions.length === 0) throw new HttpError(400, 'NOT_PUBLISHED', 'This survey has not been published yet, so it has no results to share.');
      const questionIds = new Set(versions.flatMap((version) => version.definition.questions.map((question) => question.id)));
      const unknown = request.body.redactedQuestionIds.find((id) => !questionIds.has(id));
      if (unknown !== undefined) throw new HttpError(400, 'VALIDATION_ERROR', `This survey has no question "${unknown}" to leave out.`);
      const { token, tokenHash, expiresAt } = createResultsLinkToken(request.body.expiresInDays);
      const link = await createSurveyResultsLink(app.db, { surveyId: survey.id, tokenHash, redactedQuestionIds: request.body.redactedQuestionIds, allowDownload: request.body.allowDownload, expiresAt });
      return reply.code(201).send({ success: true as const, link: summarizeResultsLink(link), url: resultsLinkUrl(app.config.publicUrl, token), token });
    },
  );

  app.delete(
    '/:id/results-links/:linkId',
    {
      preValidation: ours,
      schema: {
        summary: 'Revoke a results link: it stops working at once (owner only)',
        tags: ['survey results'],
        params: Type.Object({ id: SurveyId, linkId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...errorResponses(400, 404, 415) },
      },
    },
    async (request) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      if (!(await revokeSurveyResultsLink(app.db, survey.id, request.params.linkId))) throw new HttpError(404, 'NOT_FOUND', 'No such active results link.');
      return { success: true as const };
    },
  );
};
