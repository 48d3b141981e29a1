import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createIdea, listVisibleIdeas } from '@sightline/db';
import { IdeaSchema, validationSurvey } from '@sightline/shared/research/idea-validation';
import { IdeaDetailResponse, ideaDetail, IdeaListResponse, ideaListItem, IdeaParams, requireIdeaOwner } from '../../ideas/detail';
import { RATE_LIMIT_NOTE, security, v1Errors, type V1Options } from './common';

const tags = ['api v1: ideas'];

export const v1IdeasRoutes: FastifyPluginAsyncTypebox<V1Options> = async (app, { guards }) => {
  app.post(
    '/ideas',
    {
      preHandler: guards.write,
      schema: {
        summary: 'Describe an idea: Sightline drafts its validation survey (write key)',
        description: `The survey asks about past behaviour (the problem, what people do about it now, what they pay), and is a draft: publish it (the builder, or POST /api/v1/surveys with its edited definition) before anyone can answer. The answer carries the scorecard, empty until complete responses come in. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        body: Type.Object({ idea: IdeaSchema }, { additionalProperties: false }),
        response: { 201: IdeaDetailResponse, ...v1Errors(400, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { idea, survey } = await createIdea(app.db, { ownerKeyHash: null, userId: request.apiKey!.userId, idea: request.body.idea, draft: validationSurvey(request.body.idea) });
      return reply.code(201).send({ success: true as const, idea: await ideaDetail(app, idea, survey) });
    },
  );

  app.get(
    '/ideas',
    {
      preHandler: guards.read,
      schema: { summary: "The key's account's ideas with their survey's state and complete responses, newest first", description: RATE_LIMIT_NOTE, tags, security, response: { 200: IdeaListResponse, ...v1Errors() } },
    },
    async (request) => ({ success: true as const, ideas: (await listVisibleIdeas(app.db, { ownerKeyHash: null, userId: request.apiKey!.userId })).map(ideaListItem) }),
  );

  app.get(
    '/ideas/:id',
    {
      preHandler: guards.read,
      schema: {
        summary: 'An idea with its evidence scorecard, read from its survey\'s complete responses',
        description: `Each criterion gets its share of respondents with a Wilson 95 % interval, and a verdict only when the whole interval is on one side of its threshold; priceVerdict sets the idea's price against the acceptable range (Van Westendorp) when the survey asks about price. 404 for another account's idea, the same as for none. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: IdeaParams,
        response: { 200: IdeaDetailResponse, ...v1Errors(400, 404) },
      },
    },
    async (request) => {
      const { idea, survey } = await requireIdeaOwner(app, request, request.params.id);
      return { success: true as const, idea: await ideaDetail(app, idea, survey) };
    },
  );
};
