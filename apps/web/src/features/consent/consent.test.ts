import { describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, createConsentRecord, ESSENTIAL_ONLY, gtagConsentUpdate, readConsent, shouldShowBanner } from './consent';
import { EU_TIMEZONES, regionFromTimezone } from './region';

const berlin = regionFromTimezone('Europe/Berlin');

describe('region', () => {
  it('lists exactly 29 EU timezones', () => {
    expect(Object.keys(EU_TIMEZONES)).toHaveLength(29);
  });

  it('reads EU, California and New York from the timezone', () => {
    expect(berlin).toEqual({ country: 'DE', region: 'EU', isEU: true, isCCPA: false, timezone: 'Europe/Berlin' });
    expect(regionFromTimezone('America/Los_Angeles')).toMatchObject({ country: 'US', isCCPA: true, isEU: false });
    expect(regionFromTimezone('America/New_York')).toMatchObject({ country: 'US', isCCPA: false });
    expect(regionFromTimezone('Asia/Tokyo')).toMatchObject({ isEU: false, isCCPA: false, timezone: 'Asia/Tokyo' });
  });
});

describe('shouldShowBanner', () => {
  const none = readConsent(() => null);

  it('shows for EU, Los Angeles and New York without saved consent, not elsewhere', () => {
    expect(shouldShowBanner(none, berlin, '')).toBe(true);
    expect(shouldShowBanner(none, regionFromTimezone('America/Los_Angeles'), '')).toBe(true);
    expect(shouldShowBanner(none, regionFromTimezone('America/New_York'), '')).toBe(true);
    expect(shouldShowBanner(none, regionFromTimezone('America/Chicago'), '')).toBe(false);
    expect(shouldShowBanner(none, regionFromTimezone('Asia/Tokyo'), '')).toBe(false);
  });

  it('shows anywhere when storage cannot be read', () => {
    const failed = readConsent(() => {
      throw new Error('SecurityError');
    });
    expect(failed).toEqual({ kind: 'failed' });
    expect(shouldShowBanner(failed, regionFromTimezone('Asia/Tokyo'), '')).toBe(true);
  });

  it('never shows once consent is saved, or when the query string mentions whitelabel', () => {
    const saved = readConsent(() => JSON.stringify(createConsentRecord(ALL_ACCEPTED, berlin, new Date())));
    expect(shouldShowBanner(saved, berlin, '')).toBe(false);
    expect(shouldShowBanner(none, berlin, '?whitelabel')).toBe(false);
    expect(shouldShowBanner(none, berlin, '?view=whitelabel&x=1')).toBe(false);
  });

  it('treats a corrupt record as no consent', () => {
    expect(readConsent(() => '{oops')).toEqual({ kind: 'none' });
  });
});

describe('consent record', () => {
  it('keeps necessary on and carries region, timestamp and version 1.0', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const record = createConsentRecord({ ...ESSENTIAL_ONLY, necessary: false, analytics: true }, berlin, now);
    expect(record).toEqual({
      preferences: { necessary: true, analytics: true, marketing: false, preferences: false, functional: false },
      timestamp: '2026-01-02T03:04:05.000Z',
      region: berlin,
      version: '1.0',
    });
  });

  it('maps categories to the four gtag consent fields', () => {
    expect(gtagConsentUpdate({ ...ESSENTIAL_ONLY, analytics: true, preferences: true })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'granted',
    });
  });
});
