// The consent record of the spec's entities and its rule (states and transitions) for when the banner shows; pure, storage injected.
import { needsConsentBanner, type RegionInfo } from './region';

export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_VERSION = '1.0';
export const CONSENT_AUTO_HIDE_MS = 15_000;

export interface ConsentPreferences {
  necessary: boolean;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  functional: boolean;
}

export type ConsentCategory = keyof ConsentPreferences;

export interface ConsentRecord {
  preferences: ConsentPreferences;
  timestamp: string;
  region: RegionInfo;
  version: typeof CONSENT_VERSION;
}

export const ALL_ACCEPTED: ConsentPreferences = { necessary: true, analytics: true, marketing: true, preferences: true, functional: true };
export const ESSENTIAL_ONLY: ConsentPreferences = { necessary: true, analytics: false, marketing: false, preferences: false, functional: false };

export function createConsentRecord(preferences: ConsentPreferences, region: RegionInfo, now: Date): ConsentRecord {
  // The necessary category cannot be switched off (the spec's validation rules), whatever the caller passes.
  return { preferences: { ...preferences, necessary: true }, timestamp: now.toISOString(), region, version: CONSENT_VERSION };
}

export type StoredConsent = { kind: 'none' } | { kind: 'failed' } | { kind: 'saved'; record: ConsentRecord };

/** Read the saved record; a throwing storage is "failed", an unreadable value counts as no consent. */
export function readConsent(getItem: (key: string) => string | null): StoredConsent {
  let raw: string | null;
  try {
    raw = getItem(CONSENT_STORAGE_KEY);
  } catch {
    return { kind: 'failed' };
  }
  if (raw === null) return { kind: 'none' };
  try {
    const record = JSON.parse(raw) as ConsentRecord;
    if (typeof record?.preferences !== 'object' || record.preferences === null) return { kind: 'none' };
    return { kind: 'saved', record };
  } catch {
    return { kind: 'none' };
  }
}

/** The browser's saved record, read as the app reads it: storage that throws is "failed", which shows the banner. */
export const readBrowserConsent = (): StoredConsent => readConsent((key) => window.localStorage.getItem(key));

export function shouldShowBanner(stored: StoredConsent, region: RegionInfo, search: string): boolean {
  if (search.includes('whitelabel')) return false;
  if (stored.kind === 'failed') return true;
  if (stored.kind === 'saved') return false;
  return needsConsentBanner(region);
}

/** The Consent Mode v2 fields the spec's calls name, from the record's categories. */
export function gtagConsentUpdate(preferences: ConsentPreferences) {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(preferences.analytics),
    ad_storage: state(preferences.marketing),
    functionality_storage: state(preferences.functional),
    personalization_storage: state(preferences.preferences),
  };
}
