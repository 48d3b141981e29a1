import { Type } from 'typebox';

export const ApiKeyScopeSchema = Type.Union([Type.Literal('read'), Type.Literal('write')], {
  description: '`read`: analyses, reports, surveys and their responses; `write`: also start analyses, create surveys and run bias checks',
});

export const ApiKeySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  scope: ApiKeyScopeSchema,
  prefix: Type.String({ description: 'The first characters of the key, to tell keys apart (the key itself is never shown again)' }),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'The last request made with the key' }),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const CreateApiKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S', description: 'What the key is for, e.g. "CI pipeline"' }),
    scope: ApiKeyScopeSchema,
  },
  { additionalProperties: false },
);

export const WebhookEventTypeSchema = Type.Union([Type.Literal('analysis.completed'), Type.Literal('survey.response_received')]);

export const WebhookEndpointSchema = Type.Object({
  url: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const WebhookEventSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: WebhookEventTypeSchema,
  createdAt: Type.String({ format: 'date-time' }),
  attempts: Type.Integer({ minimum: 0 }),
  lastStatus: Type.Union([Type.Integer(), Type.Null()], { description: "The receiver's last HTTP status; null when it could not be reached" }),
  lastError: Type.Union([Type.String(), Type.Null()]),
  deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
