import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createSurvey, deleteSurvey, publishSurvey, saveSurveyDraft, setSurveyOpen, updateSurveySettings } from '@sightline/db';
import { checkDefinition, checkPublishable, emptyDefinition, SurveyDefinitionSchema, type SurveyDefinition } from '@sightline/shared/research/survey';
import { identifyViewer } from '../../analysis/access';
import { ensureOwnerKey } from '../../analysis/owner-key';
import { requireJsonOrSameOrigin } from '../../auth/cross-site';
import { HttpError } from '../../errors';
import { BODY_LIMIT_BYTES } from '../../plugins/error-handler';
import { errorResponses } from '../../schemas/common';
import {
  DefinitionProblemsError,
  OriginSchema,
  RevisionConflictError,
  SurveyDetailResponse,
  SurveyParams,
  SurveySummarySchema,
} from '../../schemas/surveys';
import { forgetSurveyAnswers } from '../../surveys/answer-store';
import { requireSurveyOwner, surveyNotFound } from '../../surveys/access';
import { surveyDetail } from '../../surveys/detail';
import { currentVersion, draftChanged } from '../../surveys/draft-changed';
import { surveySummaries } from '../../surveys/listing';
import { surveyResponsesRoutes } from './responses';
import { surveyResultsLinksRoutes } from './results-links';
import { surveyResultsRoutes } from './results';

/** A definition of 100 questions with long option lists is far over the default 16 KB. */
const DEFINITION_BODY_LIMIT = BODY_LIMIT_BYTES + 1024 * 1024;
const Title = Type.String({ minLength: 1, maxLength: 200, description: 'The survey title (also the definition\'s title)' });

function requireValidDefinition(definition: SurveyDefinition, check: typeof checkDefinition, code: string): void {
  const problems = check(definition);
  if (problems.length > 0) {
    const message = code === 'NOT_PUBLISHABLE' ? `This survey cannot be published yet: ${problems[0]!.message}` : `The survey definition has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: ${problems[0]!.message}`;
    throw new HttpError(400, code, message, { problems });
  }
}

export const surveysRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Bodyless state-changing routes (publish, close…): only our pages or JSON clients (see cross-site.ts).
  const ours = requireJsonOrSameOrigin(app.config.publicUrl);
  const secureCookie = app.config.publicUrl.startsWith('https:');

  app.post(
    '/',
    {
      bodyLimit: DEFINITION_BODY_LIMIT,
      schema: {
        summary: 'Create a survey (a draft); sets the owner cookie when this browser has none',
        description: 'Without `definition` the draft starts empty. 400 INVALID_DEFINITION lists `problems` (path and message) the schema cannot catch: duplicate ids, conditions on later questions…',
        tags: ['surveys'],
        body: Type.Object({ title: Title, definition: Type.Optional(SurveyDefinitionSchema) }, { additionalProperties: false }),
        response: { 201: SurveyDetailResponse, 400: DefinitionProblemsError, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const draft = { ...(request.body.definition ?? emptyDefinition(request.body.title)), title: request.body.title };
      requireValidDefinition(draft, checkDefinition, 'INVALID_DEFINITION');
      const viewer = await identifyViewer(app, request);
      const ownerKeyHash = ensureOwnerKey(request, reply, secureCookie);
      const survey = await createSurvey(app.db, { ownerKeyHash, userId: viewer.userId, title: draft.title, draft });
      return reply.code(201).send({ success: true as const, survey: await surveyDetail(app, survey) });
    },
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'The surveys of this browser (owner cookie) or signed-in account, newest first',
        tags: ['surveys'],
        response: { 200: Type.Object({ success: Type.Literal(true), surveys: Type.Array(SurveySummarySchema) }) },
      },
    },
    async (request) => {
      return surveySummaries(app.db, await identifyViewer(app, request));
    },
  );

  app.get(
    '/:id',
    { schema: { summary: 'A survey with its draft, versions and response counts (owner only)', tags: ['surveys'], params: SurveyParams, response: { 200: SurveyDetailResponse, ...errorResponses(400, 404) } } },
    async (request) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      return { success: true as const, survey: await surveyDetail(app, survey) };
    },
  );

  app.put(
    '/:id/draft',
    {
      bodyLimit: DEFINITION_BODY_LIMIT,
      schema: {
        summary: 'Autosave the draft (owner only)',
        description:
          'Saves only when the draft is still at `baseRevision` (the `draftRevision` last read): otherwise 409 REVISION_CONFLICT with the current `revision`, so another tab\'s edits are never overwritten. 400 INVALID_DEFINITION lists `problems`. Published versions never change: publish again to give respondents the new draft.',
        tags: ['surveys'],
        params: SurveyParams,
        body: Type.Object({ definition: SurveyDefinitionSchema, baseRevision: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: { 200: SurveyDetailResponse, 400: DefinitionProblemsError, 409: RevisionConflictError, ...errorResponses(404, 413, 415) },
      },
    },
    async (request) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      requireValidDefinition(request.body.definition, checkDefinition, 'INVALID_DEFINITION');
      const result = await saveSurveyDraft(app.db, { id: survey.id, draft: request.body.definition, baseRevision: request.body.baseRevision });
      if (result === null) throw surveyNotFound();
      if ('conflict' in result) {
        throw new HttpError(409, 'REVISION_CONFLICT', 'This survey was changed elsewhere (another tab or device) since you opened it. Reload it to see the latest version.', { revision: result.conflict });
      }
      return { success: true as const, survey: await surveyDetail(app, result.saved) };
    },
  );

  app.post(
    '/:id/publish',
    {
      preValidation: ours,
      schema: {
        summary: 'Publish the draft as a new version and open the survey (owner only)',
        description:
          'Respondents get the new version from now on; answers given to earlier versions stay with them. 400 NOT_PUBLISHABLE lists `problems` (e.g. no question yet). 409 NOTHING_TO_PUBLISH when the draft is the published version unchanged (`draftChanged` false): no version is made, and a closed survey stays closed (reopen it to take answers again). 409 REVISION_CONFLICT when the draft changed while it was being published.',
        tags: ['surveys'],
        params: SurveyParams,
        response: { 200: SurveyDetailResponse, 400: DefinitionProblemsError, ...errorResponses(404, 409, 415) },
      },
    },
    async (request) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      requireValidDefinition(survey.draft, checkPublishable, 'NOT_PUBLISHABLE');
      const current = await currentVersion(app.db, survey);
      if (current && !draftChanged(survey, current)) {
        const after = survey.status === 'closed' ? 'The survey is closed: reopen it to take answers again.' : 'Respondents already get it.';
        throw new HttpError(409, 'NOTHING_TO_PUBLISH', `Nothing to publish: the draft is the same as version ${current.version}. ${after}`);
      }
      const published = await publishSurvey(app.db, { id: survey.id, draftRevision: survey.draftRevision });
      if (!published) throw new HttpError(409, 'REVISION_CONFLICT', 'The draft changed while it was being published. Please try again.');
      return { success: true as const, survey: await surveyDetail(app, published.survey) };
    },
  );

  for (const [action, open] of [['close', false], ['reopen', true]] as const) {
    app.post(
      `/:id/${action}`,
      {
        preValidation: ours,
        schema: {
          summary: open ? 'Open a closed survey to answers again (owner only)' : 'Close a survey: it takes no more answers (owner only)',
          tags: ['surveys'],
          params: SurveyParams,
          response: { 200: SurveyDetailResponse, ...errorResponses(400, 404, 409, 415) },
        },
      },
      async (request) => {
        const { survey } = await requireSurveyOwner(app, request, request.params.id);
        const updated = await setSurveyOpen(app.db, survey.id, open);
        if (!updated) throw new HttpError(409, 'NOT_PUBLISHED', 'This survey has not been published yet.');
        return { success: true as const, survey: await surveyDetail(app, updated) };
      },
    );
  }

  app.post(
    '/:id/duplicate',
    {
      preValidation: ours,
      schema: {
        summary: 'Copy a survey\'s draft into a new draft survey, without its responses (owner only)',
        tags: ['surveys'],
        params: SurveyParams,
        response: { 201: SurveyDetailResponse, ...errorResponses(400, 404, 415) },
      },
    },
    async (request, reply) => {
      const { survey, viewer } = await requireSurveyOwner(app, request, request.params.id);
      const title = `Copy of ${survey.title}`.slice(0, 200);
      const copy = await createSurvey(app.db, { ownerKeyHash: viewer.ownerKeyHash ?? survey.ownerKeyHash, userId: viewer.userId ?? survey.userId, title, draft: { ...survey.draft, title } });
      return reply.code(201).send({ success: true as const, survey: await surveyDetail(app, copy) });
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: ours,
      schema: {
        summary: 'Delete a survey with all its versions and responses (owner only)',
        tags: ['surveys'],
        params: SurveyParams,
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...errorResponses(400, 404, 415) },
      },
    },
    async (request) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      if (!(await deleteSurvey(app.db, survey.id))) throw surveyNotFound();
      forgetSurveyAnswers(app.db, survey.id);
      return { success: true as const };
    },
  );

  app.put(
    '/:id/settings',
    {
      schema: {
        summary: 'Which sites may embed the survey (owner only)',
        description: '`allowedOrigins`: the origins (https://example.com, no path) whose pages may load the survey and send answers from the widget; the respondent endpoints answer them with CORS headers.',
        tags: ['surveys'],
        params: SurveyParams,
        body: Type.Object({ allowedOrigins: Type.Array(OriginSchema, { maxItems: 20, uniqueItems: true }) }, { additionalProperties: false }),
        response: { 200: SurveyDetailResponse, ...errorResponses(400, 404, 415) },
      },
    },
    async (request) => {
      const { survey } = await requireSurveyOwner(app, request, request.params.id);
      const origins = request.body.allowedOrigins.map((origin) => {
        const url = URL.canParse(origin) ? new URL(origin) : null;
        if (!url || url.origin === 'null' || url.username !== '' || url.password !== '') throw new HttpError(400, 'VALIDATION_ERROR', `"${origin}" is not an origin: write it as https://example.com`);
        return url.origin;
      });
      const updated = await updateSurveySettings(app.db, survey.id, { allowedOrigins: [...new Set(origins)] });
      if (!updated) throw surveyNotFound();
      return { success: true as const, survey: await surveyDetail(app, updated) };
    },
  );

  await app.register(surveyResponsesRoutes);
  await app.register(surveyResultsRoutes);
  await app.register(surveyResultsLinksRoutes);
};
