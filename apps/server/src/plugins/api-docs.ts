import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../config';

/** OpenAPI built from the route schemas, browsable at /api/docs (assets ship in the package). */
export const apiDocsPlugin = fp<{ config: Config }>(async (app, { config }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sightline API', version: '0.1.0', description: 'Website UX analysis: domain checks and accounts.' },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token from sign-in (the web app)' },
          apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (sk_…), for /api/v1: create one under API keys when signed in' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
