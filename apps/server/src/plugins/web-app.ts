import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorBody } from '../errors';
import { loadPrerendered } from './prerendered';
import { loadServerRendered } from './server-rendered';
import { compileRoutePattern, loadWebRoutes, ROUTE_PATTERNS_FILE } from './web-routes';

export const WEB_NOT_BUILT = 'web app not built, run npm run build';

/** The public answer page is a document of its own (apps/web/survey.html), not the app. */
const SURVEY_PAGE = compileRoutePattern('/survey/:surveyId');
const SURVEY_DOCUMENT = 'survey.html';
/** The widget's script has a stable address that sites embed, so no content hash: cached briefly. */
const WIDGET_CACHE = 'public, max-age=300';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Serves the Vite build with an SPA fallback: a GET outside /api that is not a file gets
 * index.html (the web app routes it, unknown paths render home). Unknown /api routes stay JSON.
 * A path that no route of the app matches gets the same page with status 404: a browser shows it
 * all the same, and a crawler does not index a made-up address as a copy of the home page.
 * /survey/{id} gets the answer page's document instead, and /widget/* (the embeddable widget's
 * script) may be loaded by any site. A shared report is rendered on the server (server-rendered.ts).
 */
export const webAppPlugin = fp<{ distDir: string }>(async (app, { distDir }) => {
  const built = existsSync(join(distDir, 'index.html'));
  const routes = built ? loadWebRoutes(distDir) : null;
  // Guides, articles, marketing pages and home, as static HTML that reads before any script runs.
  const prerendered = built ? loadPrerendered(distDir, app.config.publicUrl) : null;
  const surveyPage = built && existsSync(join(distDir, SURVEY_DOCUMENT));
  // A shared report, rendered for each request: it reads before any script has run.
  const serverRendered = built ? loadServerRendered(app, distDir) : null;
  if (built) {
    if (!routes) app.log.warn(`The web build in ${distDir} has no ${ROUTE_PATTERNS_FILE}: every page path answers 200 until \`npm run build\` runs again.`);
    await app.register(fastifyStatic, {
      root: distDir,
      cacheControl: false,
      // "/" is a page like the others (prerendered when the build did), not a directory's index.html.
      index: false,
      // The build keeps source maps for our own debugging, and what it wrote for this server and the prerender step (.sightline/, .vite/); none is published.
      allowedPath: (path) => !path.endsWith('.map') && !path.startsWith('/.sightline/') && !path.startsWith('/.vite/'),
      setHeaders(reply, path) {
        // Vite puts content hashes in /assets/* names, so they never change; index.html does.
        const immutable = path.startsWith(join(distDir, 'assets'));
        const widget = path.startsWith(join(distDir, 'widget'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : widget ? WIDGET_CACHE : 'no-cache');
        // Helmet's same-origin resource policy would stop other sites' pages from running it.
        if (widget) reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  } else {
    app.log.warn(`No web build in ${distDir}: pages answer 503 until \`npm run build\` has run.`);
  }

  /** A page of the app: its prerendered HTML when the build made one, else index.html (the app renders it). */
  const sendPage = (path: string, reply: FastifyReply) => {
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT);
    const page = prerendered?.page(path);
    if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    if (prerendered?.isMissingContent(path)) {
      // Guides load no app, so the app cannot say it: the build's own page does.
      const notFound = prerendered.contentNotFound();
      if (notFound) return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(notFound);
    }
    const known = (!routes || routes.matches(path)) && !prerendered?.isMissingContent(path);
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  };

  // The static files' wildcard would answer "/" as a directory.
  if (built) app.get('/', (request, reply) => sendPage('/', reply));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorBody('NOT_FOUND', `No such API route: ${request.method} ${path}`));
    }
    if (!built) return sendPage(path, reply);
    // A missing hashed asset is a stale build reference: answering HTML would be parsed as code.
    if (path.startsWith('/assets/') || path.endsWith('.map')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // The page itself tells a survey that does not exist or is closed from one that is open.
    if (surveyPage && SURVEY_PAGE.test(path)) return reply.header('cache-control', 'no-cache').sendFile(SURVEY_DOCUMENT);
    if (serverRendered && request.method === 'GET') {
      const page = await serverRendered.render(request, reply);
      if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    const siteFile = prerendered?.siteFile(path);
    if (siteFile) return reply.header('cache-control', 'no-cache').type(siteFile.type).send(siteFile.body);
    return sendPage(path, reply);
  });
});
