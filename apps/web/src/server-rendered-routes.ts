/**
 * Paths the server renders on every request (apps/server/src/plugins/server-rendered.ts), so that
 * they read before any script has run: a shared report is what a link's visitor opens first, often
 * on a phone. `module` is the route's page, whose code the page preloads beside the app's.
 * The server renders with the visitor's cookies, never the bearer token a signed-in browser keeps
 * (a navigation does not send it): a route rendered here must show the same to both, as a share
 * link does (its token, not the viewer, decides what it shows: apps/server/src/analysis/access.ts).
 */
export const SERVER_RENDERED_ROUTES = [{ path: '/standard-report/:syntheticId/:token', module: 'src/routes/reports/standard-report-page.tsx' }];
