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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
