// The prerender step's entry (scripts/prerender.ts, built with `vite build --ssr`): renders one path
// of the app to HTML with the same routes the browser uses, and returns the route data to hydrate with.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { createRoutes } from './routes/routes';

export interface Prerendered {
  status: number;
  html: string;
  /** react-router's hydration state: what the matched routes' loaders returned. */
  routeData: { loaderData: Record<string, unknown>; actionData: null; errors: null };
}

export async function prerender(url: string): Promise<Prerendered> {
  const queryClient = createQueryClient();
  const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect (${context.status}), which is not prerendered`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { status: context.statusCode, html, routeData: { loaderData: context.loaderData, actionData: null, errors: null } };
}
