import { describe, expect, it } from 'vitest';
import { summaryName } from '../../../src/audits/accessibility/summary-name';
import type { AxNodeFacts } from '../../../src/gatherers/accessibility/ax-tree';
import { context, element, single } from './helpers';

const summary = (overrides: Partial<AxNodeFacts>): AxNodeFacts => ({
  element: element('details > summary'),
  roleAttribute: null,
  role: 'DisclosureTriangle',
  name: 'Opening times',
  ignored: false,
  ...overrides,
});

const run = (summaries: AxNodeFacts[]) => single(summaryName.audit({ SummaryElements: summaries }, context));

describe('summary-name', () => {
  it('passes a named summary', () => expect(run([summary({})]).outcome).toBe('passed'));
  it('fails an unnamed summary, also one with a presentational role it cannot have', () => {
    expect(run([summary({ name: '' })]).outcome).toBe('failed');
    expect(run([summary({ name: ' ', roleAttribute: 'none' })]).outcome).toBe('failed');
  });
  it('ignores hidden summaries and summaries given another role', () => {
    expect(run([summary({ name: '', ignored: true })]).outcome).toBe('not-applicable');
    expect(run([summary({ name: '', roleAttribute: 'button', role: 'button' })]).outcome).toBe('not-applicable');
    expect(run([]).outcome).toBe('not-applicable');
  });
});
