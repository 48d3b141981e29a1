import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { findSurvey, findValidSurveyResultsLink, listSurveyDefinitions, recordSurveyResultsLinkView, type Survey, type SurveyResultsLink, type SurveyVersion } from '@sightline/db';
import { CrossTabSchema, SurveyResultsSchema } from '@sightline/shared/research/survey-results';
import { hashToken } from '../../auth/tokens';
import { HttpError } from '../../errors';
import { errorResponses, fileResponse } from '../../schemas/common';
import { crossTab } from '../../surveys/crosstab';
import { responsesCsv } from '../../surveys/export';
import { attachmentName } from '../../surveys/file-name';
import { FilterQueryProperties, resultsScope, type FilterQuery } from '../../surveys/filters';
import { redactResults, versionsWithoutRedacted } from '../../surveys/results-link';
import { surveyResults } from '../../surveys/results';

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'The token of a results link' }) });
const QuestionId = Type.String({ minLength: 1, maxLength: 40, description: 'A question id' });
// One answer for unknown, revoked and expired tokens, so none can be told from another.
const linkNotFound = () => new HttpError(404, 'NOT_FOUND', 'This results link does not exist or no longer works.');

interface Opened {
  link: SurveyResultsLink;
  survey: Survey;
  /** The published versions, newest first, without the redacted questions. */
  versions: SurveyVersion[];
  /** The full versions: results are computed (and cached) as the owner's are, then redacted. */
  fullVersions: SurveyVersion[];
  redacted: ReadonlySet<string>;
}

async function openLink(app: FastifyInstance, token: string): Promise<Opened> {
  const link = await findValidSurveyResultsLink(app.db, hashToken(token));
  const survey = link && (await findSurvey(app.db, link.surveyId));
  if (!link || !survey) throw linkNotFound();
  const fullVersions = await listSurveyDefinitions(app.db, survey.id);
  const redacted = new Set(link.redactedQuestionIds);
  return { link, survey, fullVersions, versions: versionsWithoutRedacted(fullVersions, redacted), redacted };
}

/** The version whose questions are shown (the chosen one, or the latest), both as published and redacted. */
function shownVersion(opened: Opened, query: FilterQuery): { full: SurveyVersion | null; redacted: SurveyVersion | null } {
  const index = query.version === undefined ? 0 : opened.versions.findIndex((version) => version.version === query.version);
  if (index === -1) throw new HttpError(400, 'VALIDATION_ERROR', `This survey has no published version ${query.version}.`);
  return { full: opened.fullVersions[index] ?? null, redacted: opened.versions[index] ?? null };
}

/** What a read-only results link opens, for anyone who has it: no account, no owner cookie. */
export const publicSurveyResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/:token',
    {
      // As the owner's results (routes/surveys/results.ts): fast-json-stringify's first use of this schema took seconds.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        summary: "A survey's results through a read-only link",
        description:
          'The owner\'s results (same filters, same shape) without the questions the link redacts, which are left out entirely: filtering by one is refused as for a question the survey does not have. `allowDownload` says whether export.csv is open. 404 NOT_FOUND for an unknown, revoked or expired link.',
        tags: ['survey results'],
        params: TokenParams,
        querystring: Type.Object(FilterQueryProperties),
        response: { 200: Type.Object({ success: Type.Literal(true), results: SurveyResultsSchema, allowDownload: Type.Boolean() }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const opened = await openLink(app, request.params.token);
      const shown = shownVersion(opened, request.query);
      const { scope, filters } = resultsScope(opened.survey.id, request.query, opened.versions, shown.redacted?.definition ?? null);
      const results = await surveyResults(app, opened.survey, { version: shown.full, scope, filters });
      await recordSurveyResultsLinkView(app.db, opened.link.id);
      return { success: true as const, results: redactResults(results, opened.redacted), allowDownload: opened.link.allowDownload };
    },
  );

  app.get(
    '/:token/crosstab',
    {
      schema: {
        summary: 'Cross-tabulate two questions through a read-only link',
        description: 'As the owner\'s cross-tab; a redacted question is refused as one the survey does not have.',
        tags: ['survey results'],
        params: TokenParams,
        querystring: Type.Object({ row: QuestionId, column: QuestionId, ...FilterQueryProperties }),
        response: { 200: Type.Object({ success: Type.Literal(true), crosstab: CrossTabSchema }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const opened = await openLink(app, request.params.token);
      const shown = shownVersion(opened, request.query).redacted;
      if (!shown) throw new HttpError(400, 'NOT_PUBLISHED', 'This survey has not been published yet, so it has no answers.');
      const question = (id: string) => {
        const found = shown.definition.questions.find((q) => q.id === id);
        if (!found) throw new HttpError(400, 'VALIDATION_ERROR', `This survey has no question "${id}".`);
        return found;
      };
      const { scope } = resultsScope(opened.survey.id, request.query, opened.versions, shown.definition);
      return { success: true as const, crosstab: await crossTab(app, scope, question(request.query.row), question(request.query.column)) };
    },
  );

  app.get(
    '/:token/export.csv',
    {
      schema: {
        summary: 'Every response as CSV through a read-only link, without the redacted questions',
        description: '403 DOWNLOAD_NOT_ALLOWED when the link does not allow the download.',
        tags: ['survey results'],
        params: TokenParams,
        response: { 200: fileResponse('text/csv', 'A row per response, newest first'), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const opened = await openLink(app, request.params.token);
      if (!opened.link.allowDownload) throw new HttpError(403, 'DOWNLOAD_NOT_ALLOWED', 'This results link does not include the download of the responses.');
      reply.header('content-disposition', attachmentName(opened.survey.title, 'responses', 'csv'));
      return reply.type('text/csv; charset=utf-8').send(responsesCsv(app.db, opened.survey.id, opened.versions));
    },
  );
};
