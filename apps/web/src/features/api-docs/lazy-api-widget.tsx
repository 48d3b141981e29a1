import { lazy, Suspense, useSyncExternalStore } from 'react';

// Loaded only in the browser, like the enquiry forms: the prerendered HTML and the first render of
// hydration both have the placeholder, so they always match.
const ApiReference = lazy(() => import('./api-reference').then((module) => ({ default: module.ApiReference })));
const ApiConsole = lazy(() => import('./api-console').then((module) => ({ default: module.ApiConsole })));

const subscribe = () => () => {};

/** The part of the app an API page shows below its text: the reference, or the console and status table. */
export function LazyApiWidget({ widget }: { widget: 'api-reference' | 'api-console' }) {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  const placeholder = <div className="mt-12 min-h-96 rounded-xl border border-border bg-card" aria-hidden="true" />;
  const Widget = widget === 'api-reference' ? ApiReference : ApiConsole;
  return inBrowser ? (
    <Suspense fallback={placeholder}>
      <Widget />
    </Suspense>
  ) : (
    placeholder
  );
}
