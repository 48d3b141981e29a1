// Region detection from the browser's IANA timezone (the spec's states and transitions and business constants): no IP lookup, nothing leaves the browser.

/**
 * The 29 timezones that count as "EU" for the banner. The spec fixes the count (business constants) but not the list, so:
 * one zone per EU member state (27, each state's capital zone, Cyprus being Asia/Nicosia), plus
 * Europe/Oslo (Norway applies the GDPR through the EEA) and Europe/London (the UK GDPR). Where a
 * state has more zones (Portugal's Atlantic/Azores, Spain's Atlantic/Canary…) only the capital's
 * is counted, which is what keeps the list at 29.
 */
export const EU_TIMEZONES: Readonly<Record<string, string>> = {
  'Europe/Vienna': 'AT',
  'Europe/Brussels': 'BE',
  'Europe/Sofia': 'BG',
  'Europe/Zagreb': 'HR',
  'Asia/Nicosia': 'CY',
  'Europe/Prague': 'CZ',
  'Europe/Copenhagen': 'DK',
  'Europe/Tallinn': 'EE',
  'Europe/Helsinki': 'FI',
  'Europe/Paris': 'FR',
  'Europe/Berlin': 'DE',
  'Europe/Athens': 'GR',
  'Europe/Budapest': 'HU',
  'Europe/Dublin': 'IE',
  'Europe/Rome': 'IT',
  'Europe/Riga': 'LV',
  'Europe/Vilnius': 'LT',
  'Europe/Luxembourg': 'LU',
  'Europe/Malta': 'MT',
  'Europe/Amsterdam': 'NL',
  'Europe/Warsaw': 'PL',
  'Europe/Lisbon': 'PT',
  'Europe/Bucharest': 'RO',
  'Europe/Bratislava': 'SK',
  'Europe/Ljubljana': 'SI',
  'Europe/Madrid': 'ES',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/London': 'GB',
};

/** US timezones that also get the banner: California (CCPA) and New York. */
const US_BANNER_TIMEZONES: Readonly<Record<string, { region: string; isCCPA: boolean }>> = {
  'America/Los_Angeles': { region: 'California', isCCPA: true },
  'America/New_York': { region: 'New York', isCCPA: false },
};

export interface RegionInfo {
  country: string;
  region: string;
  isEU: boolean;
  isCCPA: boolean;
  timezone: string;
}

export function regionFromTimezone(timezone: string): RegionInfo {
  const euCountry = EU_TIMEZONES[timezone];
  if (euCountry) return { country: euCountry, region: 'EU', isEU: true, isCCPA: false, timezone };
  const us = US_BANNER_TIMEZONES[timezone];
  if (us) return { country: 'US', region: us.region, isEU: false, isCCPA: us.isCCPA, timezone };
  return { country: 'unknown', region: 'unknown', isEU: false, isCCPA: false, timezone };
}

export function needsConsentBanner(region: RegionInfo): boolean {
  return region.isEU || region.timezone in US_BANNER_TIMEZONES;
}

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  } catch {
    return 'UTC';
  }
}
