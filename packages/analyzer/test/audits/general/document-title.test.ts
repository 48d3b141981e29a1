import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../src/audits/general/document-title';
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
});
