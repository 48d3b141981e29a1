import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// drizzle's migrator applies a journal entry only when its `when` is later than the last applied
// migration's: an entry whose time is earlier than one before it would be skipped on every database
// that already has the earlier one. Each migration is also one SQL file, and every file is listed.
const folder = new URL('../migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };

describe('the migration journal', () => {
  it('lists the migrations in order of number, each later in time than the one before', () => {
    const entries = journal.entries;
    for (let i = 1; i < entries.length; i++) {
      expect(entries[i]!.idx, entries[i]!.tag).toBeGreaterThan(entries[i - 1]!.idx);
      expect(entries[i]!.when, `${entries[i]!.tag} must be later than ${entries[i - 1]!.tag}`).toBeGreaterThan(entries[i - 1]!.when);
      expect(entries[i]!.tag.startsWith(String(entries[i]!.idx).padStart(4, '0')), entries[i]!.tag).toBe(true);
    }
  });

  it('has one entry for every SQL file', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql')).map((name) => name.replace(/\.sql$/, ''));
    expect(journal.entries.map((entry) => entry.tag).sort()).toEqual(files.sort());
  });
});
