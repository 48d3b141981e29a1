import { lazy, Suspense, useSyncExternalStore } from 'react';

// Loaded only in the browser, like the API pages' widgets: the prerendered HTML and the first render
// of hydration both have the placeholder, so they always match, and the page's text loads no cards.
const DeckBrowser = lazy(() => import('./deck-browser').then((module) => ({ default: module.DeckBrowser })));

const subscribe = () => () => {};

/** /card-decks below its text. */
export function LazyDeckBrowser() {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  const placeholder = <div className="mt-12 min-h-96 rounded-xl border border-border bg-card" aria-hidden="true" />;
  return inBrowser ? (
    <Suspense fallback={placeholder}>
      <DeckBrowser />
    </Suspense>
  ) : (
    placeholder
  );
}
