import { describe, expect, it } from 'vitest';
import { loadReportAccess, type KeyValueStorage } from './report-access';

function memoryStorage(initial: Record<string, string>): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('loadReportAccess', () => {
  it('moves the legacy purchased_report id into the list and removes the legacy key', () => {
    const storage = memoryStorage({ report_access: '["a"]', purchased_report: 'b' });
    expect(loadReportAccess(storage)).toEqual(['a', 'b']);
    expect(storage.data.get('report_access')).toBe('["a","b"]');
    expect(storage.data.has('purchased_report')).toBe(false);
  });

  it('does not duplicate an id present in both', () => {
    const storage = memoryStorage({ report_access: '["a"]', purchased_report: 'a' });
    expect(loadReportAccess(storage)).toEqual(['a']);
    expect(storage.data.has('purchased_report')).toBe(false);
  });

  it('survives a corrupt list', () => {
    expect(loadReportAccess(memoryStorage({ report_access: 'not json' }))).toEqual([]);
    expect(loadReportAccess(memoryStorage({ report_access: '{"a":1}' }))).toEqual([]);
  });
});
