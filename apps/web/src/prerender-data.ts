/**
 * A prerendered page (scripts/prerender.ts) carries the data its routes rendered with in this
 * element, as JSON: the app hydrates the HTML with exactly that data instead of loading it again.
 * Not an inline script, so the page's Content-Security-Policy (script-src 'self') stays as it is.
 */
export const ROUTE_DATA_ELEMENT_ID = 'sightline-route-data';
