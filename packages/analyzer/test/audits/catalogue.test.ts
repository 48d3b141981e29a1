import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AUDIT_CATALOGUE_FILE, renderAuditCatalogue } from '../../src/audits/catalogue';

describe('the audit catalogue the guides library reads', () => {
  it('is the file generated from the audits (run `npm run -w @sightline/analyzer catalogue` after changing an audit)', async () => {
    expect(await readFile(new URL(`../../${AUDIT_CATALOGUE_FILE}`, import.meta.url), 'utf8')).toBe(renderAuditCatalogue());
  });

  it('names a guide for every audit, and only guide paths', () => {
    const audits = JSON.parse(renderAuditCatalogue()) as Array<{ id: string; guide: string | null }>;
    expect(audits.length).toBeGreaterThan(100);
    for (const audit of audits) expect(audit.guide, audit.id).toMatch(/^\/guides\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
  });
});
