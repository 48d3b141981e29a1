import { describe, expect, it } from 'vitest';
import { axeAudits } from '../../../src/audits/accessibility/axe-rules';
import type { AxeRuleResult } from '../../../src/gatherers/accessibility/axe';
import type { HiddenFocusFacts } from '../../../src/gatherers/accessibility/hidden-focus';
import { context, element, single } from './helpers';

const audit = axeAudits.find((candidate) => candidate.meta.id === 'axe-aria-hidden-focus')!;
const undecided: AxeRuleResult = { id: 'aria-hidden-focus', outcome: 'incomplete', impact: 'serious', nodes: [{ selector: 'div[aria-hidden]', snippet: '<div aria-hidden="true">', rect: null, message: 'Check if focusable elements need to be tabbable when a modal is open' }], nodeCount: 1 };

function run(results: AxeRuleResult[], HiddenFocus: HiddenFocusFacts) {
  return single(audit.audit({ Axe: { version: '4.14.1', contentType: 'text/html', results, pixelContrast: { nodes: [], notMeasured: {}, error: null } }, HiddenFocus }, context));
}

describe("aria-hidden-focus while a modal dialog is open (axe's undecided case, ACT 6cfa84)", () => {
  it('declares the focus check it needs', () => {
    expect(audit.meta.requiredArtifacts).toEqual(['Axe', 'HiddenFocus']);
    expect(audit.meta.act).toContain('6cfa84');
  });

  it('fails hidden elements that keep focus, listing them', () => {
    const result = run([undecided], { modalOpen: true, checked: [{ element: element('a#sentinel'), keptFocus: true }, { element: element('a#other'), keptFocus: false }], notChecked: 0 });
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '1 element' });
    expect(result.elements?.map((one) => one.selector)).toEqual(['a#sentinel']);
  });

  it('passes focus sentinels that hand focus on at once', () => {
    expect(run([undecided], { modalOpen: true, checked: [{ element: element('a#sentinel'), keptFocus: false }], notChecked: 0 }).outcome).toBe('passed');
  });

  it('stays undecided when not every element was checked, or no modal was seen', () => {
    expect(run([undecided], { modalOpen: true, checked: [{ element: element('a#sentinel'), keptFocus: false }], notChecked: 4 }).outcome).toBe('needs-review');
    expect(run([undecided], { modalOpen: false, checked: [], notChecked: 0 }).outcome).toBe('needs-review');
  });

  it("leaves axe's own verdicts alone", () => {
    const violation: AxeRuleResult = { ...undecided, outcome: 'violation' };
    expect(run([violation], { modalOpen: true, checked: [{ element: element('a'), keptFocus: false }], notChecked: 0 }).outcome).toBe('failed');
  });
});
