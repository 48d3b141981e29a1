// Build step: the path patterns of the app's routes, read from the route table itself
// (src/routes/routes.tsx), written into the build for the server. The server answers paths that no
// route matches with the same page (the app shows home there, the spec's screens and routes) but
// with status 404, so crawlers do not index made-up addresses; it needs the list to tell them apart.
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { runnerImport, type Plugin } from 'vite';

/** Where the list lands in the build; apps/server/src/plugins/web-routes.ts reads it from there. */
export const ROUTE_PATTERNS_FILE = '.sightline/route-patterns.json';

const SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
const ROUTE_TABLE = fileURLToPath(new URL('./src/routes/routes.tsx', import.meta.url));

const joinPaths = (parent: string, child: string) => `${parent}/${child}`.replace(/\/\/+/g, '/');

/**
 * Every pattern a route matches on its own, joined with its parents' as react-router does (a route
 * with a path or an index route; a pathless route only groups). The catch-all (`*`) is left out: it
 * is where unmatched paths go.
 */
export function routePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const relative = route.path ?? '';
    const path = relative.startsWith('/') ? relative : joinPaths(parent, relative);
    const own = (route.path !== undefined || route.index) && path !== '/*' ? [path || '/'] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}

/**
 * Evaluates the route table in Node. Its app imports (page components, loaders' queries) are only
 * referred to inside elements and functions, never called while the table is built, and several
 * of them touch `window` when loaded; so each is replaced by an empty module.
 */
export async function readRoutePatterns(root: string): Promise<string[]> {
  const stubAppModules: Plugin = {
    name: 'sightline-stub-app-modules',
    enforce: 'pre',
    load: (id) => (id.startsWith(SOURCE) && id !== ROUTE_TABLE ? 'export {}' : undefined),
  };
  const { module } = await runnerImport<{ createRoutes: (queryClient: unknown) => RouteObject[] }>(ROUTE_TABLE, {
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [stubAppModules],
  });
  return routePatterns(module.createRoutes(null));
}

/** Writes the route patterns into the build output. */
export function routePatternsPlugin(): Plugin {
  let root = '';
  return {
    name: 'sightline-route-patterns',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      let patterns: string[];
      try {
        patterns = await readRoutePatterns(root);
      } catch (error) {
        throw new Error(`Could not read the route patterns from src/routes/routes.tsx (its imports are stubbed while it is evaluated): ${String(error)}`, { cause: error });
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PATTERNS_FILE, source: `${JSON.stringify({ patterns }, null, 2)}\n` });
    },
  };
}
