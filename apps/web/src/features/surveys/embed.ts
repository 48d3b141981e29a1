// The widget's script tag (src/survey-runtime/widget.ts reads these attributes) and the origins a
// survey allows it on: shared by the builder's embed panel and /widget-demo.

export const WIDGET_PATH = '/widget/v1.js';

export type WidgetMode = 'tab' | 'poll';

/** How the widget appears: a Feedback tab, or a poll after `delay` seconds and/or on exit intent. */
export interface WidgetPlacement {
  mode: WidgetMode;
  /** Seconds before a poll appears; null: no delay attribute (at once, or on exit intent only). */
  delay: number | null;
  exitIntent: boolean;
}

/** The script's data attributes, in the order the snippet writes them; an empty value is written bare. */
export function widgetAttributes(surveyId: string, placement: WidgetPlacement): Array<[name: string, value: string]> {
  const attributes: Array<[string, string]> = [
    ['data-survey', surveyId],
    ['data-mode', placement.mode],
  ];
  if (placement.mode === 'poll' && placement.delay !== null) attributes.push(['data-delay', String(placement.delay)]);
  if (placement.mode === 'poll' && placement.exitIntent) attributes.push(['data-exit-intent', '']);
  return attributes;
}

/** The tag a site owner pastes: the widget from `origin` (this Sightline server), showing this survey. */
export function embedSnippet(origin: string, surveyId: string, placement: WidgetPlacement): string {
  const attributes = widgetAttributes(surveyId, placement).map(([name, value]) => (value === '' ? name : `${name}="${value}"`));
  return `<script src="${origin}${WIDGET_PATH}" ${attributes.join(' ')} async></script>`;
}

/** The most origins a survey may allow (PUT /api/surveys/:id/settings). */
export const MAX_ALLOWED_ORIGINS = 20;

/**
 * What the owner typed as an allowed origin, checked as the server checks it: http or https, a host,
 * an optional port, nothing after it (a lone trailing slash is forgiven). The origin comes back
 * normalised as the server stores it (lower case, default port dropped).
 */
export function parseOrigin(text: string): { origin: string } | { error: string } {
  const value = text.trim();
  if (!value) return { error: 'Write the address of the site, such as https://shop.example.' };
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return { error: `Start it with https:// (or http://), such as https://${value.replace(/^\/+/, '').split(/[/?#]/)[0]}.` };
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url) return { error: `"${value}" is not a web address: write it as https://shop.example.` };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: 'An origin starts with https:// or http://, such as https://shop.example.' };
  if (url.username || url.password) return { error: 'Leave out the user name and password: write it as https://shop.example.' };
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)) return { error: `Write the site alone, without a page: ${url.origin}` };
  return { origin: url.origin };
}
