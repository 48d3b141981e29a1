import { useSyncExternalStore } from 'react';

// Whether the app's first render is hydrating HTML rendered on the server: always on the server
// itself, and in the browser from start() until the first page has committed.
let hydrating = typeof window === 'undefined';

/** True while the tree being rendered must come out as the server rendered it. */
export const isHydrating = () => hydrating;

export function startHydration(): void {
  hydrating = true;
}

/** Called once the first page has committed (the layout's AppReady, rendered after it in its boundary). */
export function endHydration(): void {
  hydrating = false;
}

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after (and at once in a render of the browser's own):
 * what depends on the browser (its time zone, its locale) is rendered once the page has hydrated.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
