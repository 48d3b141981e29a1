import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { registerAjvFormats, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from '@sightline/db';
import type { Config } from './config';
import { apiDocsPlugin } from './plugins/api-docs';
import { authPlugin } from './plugins/auth';
import { billingPlugin } from './plugins/billing';
import { databasePlugin, prepareDatabase } from './plugins/database';
import { BODY_LIMIT_BYTES, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { mailerPlugin } from './plugins/mailer';
import { pdfPlugin } from './plugins/pdf';
import { queuePlugin } from './plugins/queue';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { serializerCompiler, validatorCompiler } from './schemas/compilers';
import { accountRoutes } from './routes/account';
import { analysesRoutes } from './routes/analyses';
import { benchmarksRoutes } from './routes/benchmarks';
import { agentsRoutes } from './routes/agents';
import { authRoutes } from './routes/auth';
import { biasRoutes } from './routes/bias';
import { billingRoutes } from './routes/billing';
import { cardDecksRoutes } from './routes/card-decks';
import { configRoutes } from './routes/config';
import { domainValidationRoutes } from './routes/domain-validation';
import { enquiriesRoutes } from './routes/enquiries';
import { healthRoutes } from './routes/health';
import { ideasRoutes } from './routes/ideas';
import { proxyRoutes } from './routes/proxy';
import { sessionsRoutes } from './routes/sessions';
import { surveysRoutes } from './routes/surveys';
import { publicSurveysRoutes } from './routes/surveys/public';
import { publicSurveyResultsRoutes } from './routes/surveys/public-results';
import { userDataRoutes } from './routes/user-data';
import { v1Routes } from './routes/v1';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions {
  /** An already opened database (tests restore a snapshot); the app closes it on close. */
  database?: Database;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Handle queued jobs in this process (default true). */
  work?: boolean;
  queuePollingIntervalSeconds?: number;
  /** How long a PDF export may take (default 60 s); tests shorten it. */
  pdfTimeoutMs?: number;
  /** Fastify's limit on how long one plugin may take to load (default 10 s); tests shorten it. */
  pluginTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
}

// TypeBox formats (email, uuid…) are checked with the same rules Ajv would use.
registerAjvFormats();

export async function buildApp(config: Config, options: AppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors,
    trustProxy: config.trustProxy,
    pluginTimeout: options.pluginTimeoutMs,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox validates request bodies strictly: a number is not silently coerced into a string.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // A JSON content type with an empty body (the web client's sign-out) is "no body", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body as string, done);
  });

  // Not a plugin: each plugin must load within Fastify's pluginTimeout, and a migration on a
  // busy machine need not.
  const database = await prepareDatabase(config, app.log, options.database);

  // External plugins, then application plugins, then routes: later ones rely on earlier ones.
  await app.register(errorHandlerPlugin);
  // HTML, JS, CSS and JSON go out gzip or brotli compressed; event streams never are (each event
  // must leave at once) and neither are images or PDFs, which are compressed already.
  await app.register(compress, { encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(securityHeadersPlugin, { config });
  await app.register(rateLimitPlugin);
  await app.register(apiDocsPlugin, { config });
  await app.register(databasePlugin, { config, database });
  await app.register(mailerPlugin, { config });
  await app.register(authPlugin);
  await app.register(billingPlugin, { config });
  await app.register(pdfPlugin, { webDistDir: options.webDistDir ?? DEFAULT_WEB_DIST, timeoutMs: options.pdfTimeoutMs });
  await app.register(queuePlugin, { work: options.work ?? true, pollingIntervalSeconds: options.queuePollingIntervalSeconds });

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(configRoutes, { prefix: '/api/config' });
  await app.register(domainValidationRoutes, { prefix: '/api/domain-validation' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(proxyRoutes, { prefix: '/api/proxy' });
  await app.register(userDataRoutes, { prefix: '/api/user-data' });
  await app.register(analysesRoutes, { prefix: '/api/analyses' });
  await app.register(benchmarksRoutes, { prefix: '/api/benchmarks' });
  await app.register(agentsRoutes, { prefix: '/api/agents' });
  await app.register(ideasRoutes, { prefix: '/api/ideas' });
  await app.register(biasRoutes, { prefix: '/api/bias' });
  await app.register(enquiriesRoutes, { prefix: '/api/enquiries' });
  await app.register(accountRoutes, { prefix: '/api/account' });
  await app.register(billingRoutes, { prefix: '/api/billing' });
  await app.register(surveysRoutes, { prefix: '/api/surveys' });
  await app.register(publicSurveysRoutes, { prefix: '/api/public/surveys' });
  await app.register(publicSurveyResultsRoutes, { prefix: '/api/public/survey-results' });
  await app.register(sessionsRoutes, { prefix: '/api/sessions' });
  await app.register(cardDecksRoutes, { prefix: '/api/card-decks' });
  await app.register(v1Routes, { prefix: '/api/v1' });
  await app.register(webAppPlugin, { distDir: options.webDistDir ?? DEFAULT_WEB_DIST });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
