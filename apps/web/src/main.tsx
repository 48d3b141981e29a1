import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { App } from './app';
import { startHydration } from './lib/hydration';
import { createQueryClient } from './lib/query-client';
import { QUERY_DATA_ELEMENT_ID, ROUTE_DATA_ELEMENT_ID, type SeededQueries } from './prerender-data';
import { createRoutes } from './routes/routes';
import './styles.css';

// A deploy replaces the hashed chunks; a tab opened before it fails to load the next page's code.
// Reloading fetches the new index.html and its chunk names (the spec's error catalogue: a preload-error event).
window.addEventListener('vite:preloadError', () => {
  window.location.reload();
});

/** Hydration renders what the server rendered: the matched routes' lazy code must be in before the first render. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  // One query cache for the page's lifetime, shared by the route loaders and the components.
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const container = document.getElementById('root')!;
  const routeData = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  if (routeData?.textContent) {
    const hydrationData = JSON.parse(routeData.textContent) as HydrationState;
    // A page the server rendered on request (a shared report) also brings what its loaders fetched.
    const seeded = document.getElementById(QUERY_DATA_ELEMENT_ID)?.textContent;
    for (const [queryKey, data] of seeded ? (JSON.parse(seeded) as SeededQueries) : []) queryClient.setQueryData(queryKey, data);
    await resolveLazyMatches(routes);
    const router = createBrowserRouter(routes, { hydrationData });
    startHydration();
    // As a transition, hydration yields to the browser between components instead of holding the
    // main thread for the whole page at once.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      );
    });
    return;
  }
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
