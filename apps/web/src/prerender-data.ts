/**
 * A page rendered on the server (src/entry-server.tsx) carries the data its routes rendered with in
 * this element, as JSON: the app hydrates the HTML with exactly that data instead of loading it again.
 * Not an inline script, so the page's Content-Security-Policy (script-src 'self') stays as it is.
 */
export const ROUTE_DATA_ELEMENT_ID = 'sightline-route-data';

/** And, when its loaders filled the query cache (a shared report), what they put there, in this one. */
export const QUERY_DATA_ELEMENT_ID = 'sightline-query-data';

/** The query cache's entries as [query key, data]. */
export type SeededQueries = Array<[readonly unknown[], unknown]>;

/** A page that starts the app once painted (src/paint-first) lists the app's files in this inert <template>. */
export const APP_PRELOADS_ELEMENT_ID = 'sightline-app-preloads';
