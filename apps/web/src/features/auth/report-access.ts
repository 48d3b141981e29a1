// Report access of the spec's entities and roles and permissions: a local list of report ids, absorbing the legacy single-key format.

export const REPORT_ACCESS_KEY = 'report_access';
export const LEGACY_REPORT_KEY = 'purchased_report';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function parseList(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  } catch {
    return [];
  }
}

/** Read the list, folding a legacy `purchased_report` id into it and deleting the legacy key. */
export function loadReportAccess(storage: KeyValueStorage): string[] {
  const list = parseList(storage.getItem(REPORT_ACCESS_KEY));
  const legacy = storage.getItem(LEGACY_REPORT_KEY);
  if (legacy === null) return list;
  const merged = legacy.trim() !== '' && !list.includes(legacy.trim()) ? [...list, legacy.trim()] : list;
  storage.setItem(REPORT_ACCESS_KEY, JSON.stringify(merged));
  storage.removeItem(LEGACY_REPORT_KEY);
  return merged;
}
