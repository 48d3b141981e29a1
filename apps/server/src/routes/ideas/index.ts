import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createIdea, listVisibleIdeas } from '@sightline/db';
import { IdeaSchema, validationSurvey } from '@sightline/shared/research/idea-validation';
import { identifyViewer } from '../../analysis/access';
import { ensureOwnerKey } from '../../analysis/owner-key';
import { IdeaDetailResponse, ideaDetail, IdeaListResponse, ideaListItem, IdeaParams, requireIdeaOwner } from '../../ideas/detail';
import { errorResponses } from '../../schemas/common';

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
    { schema: { summary: 'The ideas of this browser (owner cookie) or signed-in account, newest first', tags: ['ideas'], response: { 200: IdeaListResponse } } },
    async (request) => ({ success: true as const, ideas: (await listVisibleIdeas(app.db, await identifyViewer(app, request))).map(ideaListItem) }),
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
