// Pages rendered on every request (apps/web/src/server-rendered-routes.ts: a shared report), with the
// web build's server entry (apps/web/src/entry-server.tsx), so that they read before any script has
// run. The app's API calls while rendering are answered by this server itself (app.inject), as the
// visitor's browser would have been: with their cookies and from their address, so owner checks and
// rate limits see the same visitor. The browser then hydrates the HTML with what those calls
// answered instead of asking again. Whatever goes wrong here, the app's own page is sent instead and
// renders in the browser as it always did.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonInHtml } from '@sightline/shared';
import { compileRoutePattern, routedPath } from './web-routes';

/** Written by the web build (apps/web/prerender.ts): each route rendered here and the page it is put in. */
export const SERVER_RENDERED_FILE = '.sightline/server-rendered.json';
export const SERVER_ENTRY = '.sightline/server/entry-server.js';
/** The elements the browser reads the route data and the query cache from (apps/web/src/prerender-data.ts). */
const ROUTE_DATA_ELEMENT_ID = 'sightline-route-data';
const QUERY_DATA_ELEMENT_ID = 'sightline-query-data';
/** What a visitor's request brings that the API may answer differently by. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The server entry's export (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  renderPage(url: string, transport: ApiTransport): Promise<{ status: number; html: string; routeData: unknown; queries: unknown }>;
}

export interface ServerRendered {
  /** The page for this request rendered, or null when its path is not rendered here or the render did not answer 200. */
  render(request: FastifyRequest, reply: FastifyReply): Promise<string | null>;
}

/** The API's answer to one of the app's calls, made inside this server as `request`'s visitor. */
function transportFor(app: FastifyInstance, request: FastifyRequest, cookies: string[]): ApiTransport {
  return async (url, init) => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const answered = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) {
        answered.append(name, one);
        // A cookie the API sets is the visitor's: it goes out with the page.
        if (name === 'set-cookie') cookies.push(one);
      }
    }
    const empty = response.statusCode === 204 || response.statusCode === 304 || response.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, statusText: response.statusMessage, headers: answered });
  };
}

export function loadServerRendered(app: FastifyInstance, distDir: string): ServerRendered | null {
  const listFile = join(distDir, SERVER_RENDERED_FILE);
  const entryFile = join(distDir, SERVER_ENTRY);
  if (!existsSync(listFile) || !existsSync(entryFile)) return null;
  const routes = (JSON.parse(readFileSync(listFile, 'utf8')) as Array<{ path: string; template: string }>).map((route) => ({ pattern: compileRoutePattern(route.path), template: route.template }));
  // The entry (React, the app's routes) loads with the first page it renders: a server that never serves one never loads it.
  let entry: Promise<ServerEntry> | null = null;
  return {
    async render(request, reply) {
      const path = routedPath(request.url.split('?', 1)[0]!);
      const route = routes.find(({ pattern }) => pattern.test(path));
      if (!route) return null;
      const cookies: string[] = [];
      try {
        entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
        const rendered = await (await entry).renderPage(`http://localhost${request.url}`, transportFor(app, request, cookies));
        if (rendered.status !== 200) return null;
        for (const cookie of cookies) reply.header('set-cookie', cookie);
        return route.template.replace(
          '<div id="root"></div>',
          `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${jsonInHtml(rendered.routeData)}</script>\n    <script type="application/json" id="${QUERY_DATA_ELEMENT_ID}">${jsonInHtml(rendered.queries)}</script>`,
        );
      } catch (error) {
        request.log.warn({ err: error, path }, 'Rendering the page on the server failed: the browser renders it');
        return null;
      }
    },
  };
}
