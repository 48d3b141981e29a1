import { lazy, Suspense, useSyncExternalStore } from 'react';

// Loaded only in the browser, like the enquiry forms: the prerendered HTML and the first render of
// hydration both have the placeholder, so they always match.
const ApiReference = lazy(() => import('./api-reference').then((module) => ({ default: module.ApiReference })));

const subscribe = () => () => {};

export function LazyApiReference() {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  const placeholder = <div className="mt-12 min-h-96 rounded-xl border border-border bg-card" aria-hidden="true" />;
  return inBrowser ? (
    <Suspense fallback={placeholder}>
      <ApiReference />
    </Suspense>
  ) : (
    placeholder
  );
}
