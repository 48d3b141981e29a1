import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../src/audits/general/document-title';
import { toFinding } from '../../../src/run-audits';
import { auditContext, head } from '../../helpers/artifacts';

const run = (overrides: Parameters<typeof head>[0]) => documentTitle.audit({ HeadElements: head(overrides) }, auditContext());

describe('document-title', () => {
  it('passes a descriptive title', () => {
    expect(run({})).toMatchObject({ outcome: 'passed', displayValue: '21 characters' });
  });
  it('fails a missing, blank, too short or too long title', () => {
    expect(run({ title: null, titleCount: 0 })).toMatchObject({ outcome: 'failed', displayValue: 'missing' });
    expect(run({ title: '   ' })).toMatchObject({ outcome: 'failed' });
    expect(run({ title: 'Home' })).toMatchObject({ outcome: 'failed', severity: 'moderate' });
    expect(run({ title: 'x'.repeat(75) })).toMatchObject({ outcome: 'failed', severity: 'minor' });
  });
  it('fails two title elements', () => {
    expect(run({ titleCount: 2 })).toMatchObject({ outcome: 'failed', explanation: expect.stringContaining('2 <title>') });
  });
  it('names WCAG 2.4.2 only for a missing or empty title; length and a second title are advice', () => {
    const wcagOf = (overrides: Parameters<typeof head>[0]) => {
      const result = run(overrides);
      if (Array.isArray(result)) throw new Error('expected one result');
      return toFinding(documentTitle.meta, result, 'mobile').wcag;
    };
    expect(wcagOf({ title: null, titleCount: 0 })).toEqual(['2.4.2']);
    expect(wcagOf({ title: '  ' })).toEqual(['2.4.2']);
    expect(wcagOf({ title: 'Installing the command-line tools on Linux, macOS and Windows' + ' — Docs' })).toEqual([]);
    expect(wcagOf({ title: 'Home' })).toEqual([]);
    expect(wcagOf({ titleCount: 2 })).toEqual([]);
  });
});
