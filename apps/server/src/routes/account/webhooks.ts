import { Type } from 'typebox';
import { assertPublicUrl } from '@sightline/shared/net';
import { deleteWebhookEndpoint, findWebhookEndpoint, listWebhookEvents, upsertWebhookEndpoint, type WebhookEndpoint, type WebhookEvent } from '@sightline/db';
import { HttpError } from '../../errors';
import { WebhookEndpointSchema, WebhookEventSchema } from '../../schemas/api-keys';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { newWebhookSecret } from '../../webhooks/signature';

const tags = ['account'];
const security = [{ bearer: [] }];
const RECENT_EVENTS = 20;

const WebhookState = Type.Object({ success: Type.Literal(true), endpoint: Type.Union([WebhookEndpointSchema, Type.Null()]), events: Type.Array(WebhookEventSchema, { description: `The ${RECENT_EVENTS} most recent events and how their delivery went` }) });

const endpointOf = (row: WebhookEndpoint) => ({ url: row.url, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });
const eventOf = (row: WebhookEvent) => ({
  id: row.id,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** The account's webhook endpoint (one URL and its signing secret) and its recent deliveries. */
export const webhookRoutes: RoutePlugin = async (app) => {
  app.get(
    '/webhook',
    {
      preHandler: app.authenticate,
      schema: { summary: 'Your webhook endpoint and its recent deliveries', tags, security, response: { 200: WebhookState, ...errorResponses(401) } },
    },
    async (request) => {
      const userId = request.session!.user.id;
      const [endpoint, events] = await Promise.all([findWebhookEndpoint(app.db, userId), listWebhookEvents(app.db, userId, RECENT_EVENTS)]);
      return { success: true as const, endpoint: endpoint ? endpointOf(endpoint) : null, events: events.map(eventOf) };
    },
  );

  app.put(
    '/webhook',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Set where analysis.completed and survey.response_received events are POSTed',
        description:
          'The URL must be http(s) and resolve to a public address (the same guard as the crawler; checked again on every delivery). The signing secret (whsec_…) is made when the endpoint is first set, or again with rotateSecret, and is in that answer only. Every delivery carries Sightline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, Sightline-Event-Id and Sightline-Event-Type; anything but a 2xx answer is retried, each wait twice the last.',
        tags,
        security,
        body: Type.Object(
          {
            url: Type.String({ minLength: 1, maxLength: 2048, description: 'http(s)://… on a public address' }),
            rotateSecret: Type.Optional(Type.Boolean({ description: 'Make a new signing secret (the old one stops working at once)' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ success: Type.Literal(true), endpoint: WebhookEndpointSchema, secret: Type.Union([Type.String(), Type.Null()], { description: 'The signing secret when it was just made; null when it is unchanged' }) }),
          ...errorResponses(400, 401, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const userId = request.session!.user.id;
      const url = URL.canParse(request.body.url) ? new URL(request.body.url) : null;
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new HttpError(400, 'VALIDATION_ERROR', 'The webhook URL must start with https:// (or http://).');
      if (url.username !== '' || url.password !== '') throw new HttpError(400, 'VALIDATION_ERROR', 'The webhook URL must not contain a user name or password: events are signed instead.');
      try {
        await assertPublicUrl(url, { allowPrivate: app.config.allowPrivateTargets });
      } catch (error) {
        throw new HttpError(422, 'WEBHOOK_URL_REFUSED', `This webhook URL cannot be used: ${error instanceof Error ? error.message : String(error)}.`);
      }
      const existing = await findWebhookEndpoint(app.db, userId);
      const secret = !existing || request.body.rotateSecret === true ? newWebhookSecret() : null;
      const saved = await upsertWebhookEndpoint(app.db, { userId, url: url.href, secret: secret ?? existing!.secret });
      return { success: true as const, endpoint: endpointOf(saved), secret };
    },
  );

  app.delete(
    '/webhook',
    {
      preHandler: app.authenticate,
      schema: { summary: 'Remove your webhook endpoint: no more events are sent, queued ones are dropped', tags, security, response: { 200: Type.Object({ success: Type.Literal(true) }), ...errorResponses(401, 404) } },
    },
    async (request) => {
      if (!(await deleteWebhookEndpoint(app.db, request.session!.user.id))) throw new HttpError(404, 'NOT_FOUND', 'You have no webhook endpoint.');
      return { success: true as const };
    },
  );
};
