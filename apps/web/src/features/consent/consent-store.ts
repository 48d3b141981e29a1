import { useSyncExternalStore } from 'react';
import { updateGtagConsent } from '../analytics/gtag';
import { createConsentRecord, CONSENT_STORAGE_KEY, gtagConsentUpdate, readBrowserConsent, shouldShowBanner, type ConsentPreferences, type ConsentRecord } from './consent';
import { browserTimezone, regionFromTimezone } from './region';

export type BannerView = 'compact' | 'settings';

interface ConsentState {
  record: ConsentRecord | null;
  bannerOpen: boolean;
  view: BannerView;
}

const listeners = new Set<() => void>();
/** What a prerendered page is rendered with, and hydrated with: no choice known, no banner yet. */
const SERVER_STATE: ConsentState = { record: null, bannerOpen: false, view: 'compact' };
let state: ConsentState = typeof window === 'undefined' ? SERVER_STATE : initialState();

/**
 * The stored choice at once; whether a first visit needs the banner once the browser is idle. That
 * takes the visitor's region, from the time zone, and the first Intl.DateTimeFormat of a page costs
 * tens of milliseconds on a phone: worked out while the app starts, it lengthened the longest task
 * between the page's first paint and its being ready for input.
 */
function initialState(): ConsentState {
  const stored = readBrowserConsent();
  const search = window.location.search;
  if (stored.kind === 'none' && !search.includes('whitelabel')) {
    const decide = () => {
      if (shouldShowBanner(stored, regionFromTimezone(browserTimezone()), search) && state.record === null) set({ bannerOpen: true });
    };
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(decide, { timeout: 2000 });
    else setTimeout(decide, 0);
  }
  return { record: stored.kind === 'saved' ? stored.record : null, bannerOpen: stored.kind === 'failed' && !search.includes('whitelabel'), view: 'compact' };
}

function set(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function saveConsent(preferences: ConsentPreferences): void {
  const record = createConsentRecord(preferences, regionFromTimezone(browserTimezone()), new Date());
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // The choice still applies to this page view; the banner will ask again next time.
  }
  updateGtagConsent(gtagConsentUpdate(record.preferences));
  set({ record, bannerOpen: false, view: 'compact' });
}

export function closeBanner(): void {
  set({ bannerOpen: false, view: 'compact' });
}

export function openBanner(view: BannerView): void {
  set({ bannerOpen: true, view });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}
