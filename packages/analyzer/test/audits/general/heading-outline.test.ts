import { describe, expect, it } from 'vitest';
import { headingOutline } from '../../../src/audits/general/heading-outline';
import { toFinding } from '../../../src/run-audits';
import { auditContext, element } from '../../helpers/artifacts';

const headings = (...levels: number[]) => levels.map((level, index) => ({ level, text: `Heading ${index}`, element: element(`h${level}:nth-of-type(${index + 1})`) }));

describe('heading-outline', () => {
  it('passes one h1 and levels that do not skip (going back up is fine)', () => {
    expect(headingOutline.audit({ Headings: headings(1, 2, 3, 2, 3, 4, 2) }, auditContext())).toMatchObject({ outcome: 'passed' });
  });
  it('fails skipped levels and points at the heading that skips', () => {
    const result = headingOutline.audit({ Headings: headings(1, 2, 4) }, auditContext());
    expect(result).toMatchObject({ outcome: 'failed', displayValue: 'h2 → h4' });
    expect(!Array.isArray(result) && result.elements?.[0]?.note).toBe('Skips from h2 to h4');
  });
  it('fails no h1, several h1 and no headings at all', () => {
    expect(headingOutline.audit({ Headings: headings(2, 3) }, auditContext())).toMatchObject({ outcome: 'failed', displayValue: 'no h1' });
    expect(headingOutline.audit({ Headings: headings(1, 2, 1) }, auditContext())).toMatchObject({ outcome: 'failed', displayValue: '2 h1 elements' });
    expect(headingOutline.audit({ Headings: [] }, auditContext())).toMatchObject({ outcome: 'failed' });
  });
  it('is advice: a skipped level or two h1 name no WCAG failure', () => {
    const result = headingOutline.audit({ Headings: headings(1, 2, 1, 3, 5) }, auditContext());
    if (Array.isArray(result)) throw new Error('expected one result');
    expect(toFinding(headingOutline.meta, result, 'mobile')).toMatchObject({ outcome: 'failed', wcag: [] });
  });
});
