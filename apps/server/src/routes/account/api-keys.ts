import { Type } from 'typebox';
import { createApiKey, listApiKeys, revokeApiKey } from '@sightline/db';
import { newApiKey, summarizeApiKey } from '../../api-keys/keys';
import { HttpError } from '../../errors';
import { ApiKeySchema, CreateApiKeyBody } from '../../schemas/api-keys';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';

const tags = ['account'];
const security = [{ bearer: [] }];
const MAX_ACTIVE_KEYS = 25;

/** A signed-in account's keys for /api/v1: created (shown once), listed, revoked. */
export const apiKeyRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api-keys',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Your API keys, newest first (revoked ones included)',
        tags,
        security,
        response: { 200: Type.Object({ success: Type.Literal(true), keys: Type.Array(ApiKeySchema) }), ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, keys: (await listApiKeys(app.db, request.session!.user.id)).map(summarizeApiKey) }),
  );

  app.post(
    '/api-keys',
    {
      preHandler: [app.authenticate, app.rateLimits([{ name: 'api-key-create', max: 20, timeWindowMs: 60 * 60_000, key: (request) => request.session!.user.id }])],
      schema: {
        summary: 'Create an API key; the key is in this answer only',
        description: `The key (sk_…) is shown once: only its SHA-256 is stored. Send it as Authorization: Bearer sk_… to /api/v1. At most ${MAX_ACTIVE_KEYS} active keys per account.`,
        tags,
        security,
        body: CreateApiKeyBody,
        response: { 201: Type.Object({ success: Type.Literal(true), key: Type.String({ description: 'The key itself, shown this once' }), apiKey: ApiKeySchema }), ...errorResponses(400, 401, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.session!.user.id;
      const active = (await listApiKeys(app.db, userId)).filter((key) => key.revokedAt === null).length;
      if (active >= MAX_ACTIVE_KEYS) throw new HttpError(409, 'TOO_MANY_KEYS', `You have ${active} active API keys, the most an account may have. Revoke one you no longer use first.`);
      const { key, prefix, keyHash } = newApiKey();
      const row = await createApiKey(app.db, { userId, name: request.body.name.trim(), scope: request.body.scope, prefix, keyHash });
      return reply.code(201).send({ success: true as const, key, apiKey: summarizeApiKey(row) });
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Revoke an API key: requests with it fail from now on',
        tags,
        security,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Object({ success: Type.Literal(true), apiKey: ApiKeySchema }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const revoked = await revokeApiKey(app.db, request.session!.user.id, request.params.id);
      // Another account's key and an already revoked one get the same answer as no key at all.
      if (!revoked) throw new HttpError(404, 'NOT_FOUND', 'You have no active API key with this id.');
      return { success: true as const, apiKey: summarizeApiKey(revoked) };
    },
  );
};
