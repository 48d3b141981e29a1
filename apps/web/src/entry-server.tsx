// The server-side entry (built by vite.server.config.ts into dist/.sightline/server/, never served):
// renders one path of the app to HTML with the same routes the browser uses, and returns what the
// browser hydrates that HTML with. The build's prerender step (prerender.ts) renders home and the
// content pages with it once; the server (apps/server/src/plugins/server-rendered.ts) renders a
// shared report with it on every request, its API calls answered by the server itself.
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setApiTransport, type ApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';
import type { SeededQueries } from './prerender-data';
import { createRoutes } from './routes/routes';

export interface Rendered {
  status: number;
  html: string;
  /** react-router's hydration state: what the matched routes' loaders returned. */
  routeData: { loaderData: Record<string, unknown>; actionData: null; errors: null };
  /** What the loaders put in the query cache, for the browser's cache before it hydrates. */
  queries: SeededQueries;
}

// Renders run concurrently on the server: each one's API calls go through the transport it was given.
const renderTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = renderTransport.getStore();
  if (!transport) throw new Error(`${init.method ?? 'GET'} ${url} was called while rendering a page without a way to reach the API`);
  return transport(url, init);
});

/** Renders `url`; the loaders' API calls go through `transport` (without one, a page whose loaders call the API fails). */
export function renderPage(url: string, transport?: ApiTransport): Promise<Rendered> {
  return transport ? renderTransport.run(transport, () => render(url)) : render(url);
}

async function render(url: string): Promise<Rendered> {
  const queryClient = createQueryClient();
  const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}), which is not rendered here`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const queries: SeededQueries = queryClient
    .getQueryCache()
    .getAll()
    .filter((cached) => cached.state.status === 'success')
    .map((cached) => [cached.queryKey, cached.state.data]);
  return { status: context.statusCode, html, routeData: { loaderData: context.loaderData, actionData: null, errors: null }, queries };
}
