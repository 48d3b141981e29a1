import { describe, expect, it } from 'vitest';
import { axeAudits, axeRuleAudit, wcagFromTags } from '../../../src/audits/accessibility/axe-rules';
import type { AxeArtifact, AxeRuleResult } from '../../../src/gatherers/accessibility/axe';
import type { HiddenFocusFacts } from '../../../src/gatherers/accessibility/hidden-focus';
import { context, single } from './helpers';

const contrastEnhanced = axeRuleAudit({
  ruleId: 'color-contrast-enhanced',
  description: 'Ensure the contrast between foreground and background colors meets WCAG 2 AAA enhanced contrast ratio thresholds',
  help: 'Elements must meet enhanced color contrast ratio thresholds',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/color-contrast-enhanced?application=axeAPI',
  tags: ['cat.color', 'wcag2aaa', 'wcag146', 'ACT'],
  actIds: ['09o5cg'],
});

const imageAlt = axeRuleAudit({
  ruleId: 'image-alt',
  description: 'Ensure <img> elements have alternative text',
  help: 'Images must have alternative text',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/image-alt?application=axeAPI',
  tags: ['cat.text-alternatives', 'wcag2a', 'wcag111', 'section508'],
  actIds: ['23a2a8'],
});

function artifact(results: AxeRuleResult[], contentType = 'text/html'): { Axe: AxeArtifact; HiddenFocus: HiddenFocusFacts } {
  return { Axe: { version: '4.14.1', contentType, results, pixelContrast: { nodes: [], notMeasured: {}, error: null } }, HiddenFocus: { modalOpen: false, checked: [], notChecked: 0 } };
}

const node = { selector: 'img', snippet: '<img src="a.png">', rect: { x: 0, y: 0, width: 10, height: 10 }, message: 'Fix any of the following: …' };

describe('axe rule audits', () => {
  it('reads WCAG criteria from axe tags and skips level tags', () => {
    expect(wcagFromTags(['wcag2a', 'wcag111', 'wcag1412', 'wcag2411', 'wcag21aa', 'best-practice'])).toEqual(['1.1.1', '1.4.12', '2.4.11']);
  });

  it('carries WCAG criteria and ACT ids into the audit meta', () => {
    expect(imageAlt.meta).toMatchObject({ id: 'axe-image-alt', category: 'accessibility', wcag: ['1.1.1'], act: ['23a2a8'], severity: 'serious' });
  });

  it('fails with the elements and the severity axe gives', () => {
    const result = single(imageAlt.audit(artifact([{ id: 'image-alt', outcome: 'violation', impact: 'critical', nodes: [node], nodeCount: 3 }]), context));
    expect(result).toMatchObject({ outcome: 'failed', severity: 'critical', displayValue: '3 elements' });
    expect(result.elements).toEqual([{ selector: 'img', snippet: '<img src="a.png">', rect: node.rect, note: node.message }]);
  });

  it('keeps axe "incomplete" as needs-review, never as a failure', () => {
    const result = single(imageAlt.audit(artifact([{ id: 'image-alt', outcome: 'incomplete', impact: 'serious', nodes: [node], nodeCount: 1 }]), context));
    expect(result.outcome).toBe('needs-review');
  });

  it('passes, or is not applicable, as axe says', () => {
    expect(single(imageAlt.audit(artifact([{ id: 'image-alt', outcome: 'pass', impact: null, nodes: [], nodeCount: 2 }]), context)).outcome).toBe('passed');
    expect(single(imageAlt.audit(artifact([{ id: 'image-alt', outcome: 'inapplicable', impact: null, nodes: [], nodeCount: 0 }]), context)).outcome).toBe('not-applicable');
    expect(single(imageAlt.audit(artifact([{ id: 'link-name', outcome: 'violation', impact: 'serious', nodes: [node], nodeCount: 1 }]), context)).outcome).toBe(
      'not-applicable',
    );
  });

  it('does not apply HTML page rules to SVG or MathML documents', () => {
    const htmlHasLang = axeAudits.find((audit) => audit.meta.id === 'axe-html-has-lang')!;
    const failing = [{ id: 'html-has-lang', outcome: 'violation' as const, impact: 'serious' as const, nodes: [node], nodeCount: 1 }];
    expect(single(htmlHasLang.audit(artifact(failing, 'application/xml'), context)).outcome).toBe('not-applicable');
    expect(single(htmlHasLang.audit(artifact(failing), context)).outcome).toBe('failed');
  });

  it('builds one audit per axe rule, without the ACT mappings known to be wrong', () => {
    const ids = axeAudits.map((audit) => audit.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(axeAudits.find((audit) => audit.meta.id === 'axe-color-contrast')?.meta.act).toEqual(['afw4f7', '09o5cg']);
    expect(axeAudits.find((audit) => audit.meta.id === 'axe-meta-refresh')?.meta.act).not.toContain('bc659a');
    // axe's list rule holds a ul or ol to list items: ACT bc4a75 for the implicit list role.
    expect(axeAudits.find((audit) => audit.meta.id === 'axe-list')?.meta.act).toEqual(['bc4a75']);
    // Their "needs review" covers elements the ACT rules do not apply to (eval:act rated them inconsistent).
    expect(axeAudits.find((audit) => audit.meta.id === 'axe-audio-caption')?.meta.act).toEqual([]);
    expect(axeAudits.find((audit) => audit.meta.id === 'axe-no-autoplay-audio')?.meta.act).toEqual([]);
    expect(axeAudits.find((audit) => audit.meta.id === 'axe-color-contrast-enhanced')?.meta.severity).toBe('minor');
  });

  it('keeps a rule above the WCAG target (AAA at the default AA) as minor advice that says so', () => {
    const failing = artifact([{ id: 'color-contrast-enhanced', outcome: 'violation', impact: 'serious', nodes: [node], nodeCount: 4 }]);
    const atAA = single(contrastEnhanced.audit(failing, context));
    expect(atAA).toMatchObject({ outcome: 'failed', severity: 'minor', explanation: expect.stringContaining('target of WCAG level AA') });
    const atAAA = single(contrastEnhanced.audit(failing, { ...context, options: { ...context.options, wcagLevel: 'AAA' } }));
    expect(atAAA).toMatchObject({ outcome: 'failed', severity: 'serious' });
    expect(atAAA.explanation).toBeUndefined();
  });

  describe('what facts read in the page settle', () => {
    const rule = (id: string) => axeAudits.find((audit) => audit.meta.id === `axe-${id}`)!;
    const incomplete = (id: string, nodes: AxeRuleResult['nodes'], nodeCount = nodes.length): AxeRuleResult => ({ id, outcome: 'incomplete', impact: 'serious', nodes, nodeCount });
    const closeButton = { ...node, selector: 'button', snippet: '<button aria-label="Close">X</button>', reason: 'shortTextContent' };

    it("passes a control's only character that its label replaces, on the minimum and the enhanced contrast rules", () => {
      for (const id of ['color-contrast', 'color-contrast-enhanced']) {
        const result = single(rule(id).audit(artifact([incomplete(id, [{ ...closeButton, facts: { symbolFor: 'Close' } }])]), context));
        expect(result).toMatchObject({ outcome: 'passed', explanation: expect.stringContaining('a symbol, not text') });
      }
    });

    it('leaves a single character to a person when nothing shows it is a symbol', () => {
      // A pagination link "2" named "Page 2", or a lone character with no author-given name: text.
      const result = single(rule('color-contrast').audit(artifact([incomplete('color-contrast', [closeButton])]), context));
      expect(result.outcome).toBe('needs-review');
      // Nodes beyond those axe listed have no facts: they stay undecided.
      const beyondListed = single(rule('color-contrast').audit(artifact([incomplete('color-contrast', [{ ...closeButton, facts: { symbolFor: 'Close' } }], 2)]), context));
      expect(beyondListed).toMatchObject({ outcome: 'needs-review', elements: [] });
    });

    it('keeps a failure beside a settled symbol', () => {
      const result = single(
        rule('color-contrast').audit(
          artifact([{ id: 'color-contrast', outcome: 'violation', impact: 'serious', nodes: [node], nodeCount: 1 }, incomplete('color-contrast', [{ ...closeButton, facts: { symbolFor: 'Close' } }])]),
          context,
        ),
      );
      expect(result.outcome).toBe('failed');
    });

    it('takes empty ARIA attributes out of the value rule, unless another attribute may need a person', () => {
      const empty = { ...node, selector: 'div', snippet: '<div role="alert" aria-live="">', reason: 'empty' };
      const alone = single(rule('aria-valid-attr-value').audit(artifact([incomplete('aria-valid-attr-value', [{ ...empty, facts: { emptyAriaOnly: true } }])]), context));
      expect(alone).toMatchObject({ outcome: 'not-applicable', explanation: expect.stringContaining('WAI-ARIA treats as not set') });
      const withOthers = artifact([incomplete('aria-valid-attr-value', [{ ...empty, facts: { emptyAriaOnly: true } }]), { id: 'aria-valid-attr-value', outcome: 'pass', impact: null, nodes: [], nodeCount: 3 }]);
      expect(single(rule('aria-valid-attr-value').audit(withOthers, context)).outcome).toBe('passed');
      const describedBy = single(rule('aria-valid-attr-value').audit(artifact([incomplete('aria-valid-attr-value', [{ ...empty, facts: { emptyAriaOnly: false } }])]), context));
      expect(describedBy.outcome).toBe('needs-review');
    });

    it('finds no orientation lock on a document without style sheets, and leaves one whose CSS axe could not read', () => {
      const html = { ...node, selector: 'html', snippet: '<html lang="en">' };
      const bare = single(rule('css-orientation-lock').audit(artifact([incomplete('css-orientation-lock', [{ ...html, facts: { styleSheets: 0 } }])]), context));
      expect(bare).toMatchObject({ outcome: 'not-applicable', explanation: expect.stringContaining('no style sheet') });
      const unread = single(rule('css-orientation-lock').audit(artifact([incomplete('css-orientation-lock', [{ ...html, facts: { styleSheets: 2 } }])]), context));
      expect(unread.outcome).toBe('needs-review');
    });
  });

  it('names no criterion for rules of the obsolete 4.1.1 Parsing', () => {
    const obsolete = axeRuleAudit({ ruleId: 'duplicate-id', description: 'Ensure every id attribute value is unique', help: 'id attribute value must be unique', helpUrl: 'https://x.test/', tags: ['cat.parsing', 'wcag2a-obsolete', 'wcag411', 'deprecated'] });
    expect(obsolete.meta.wcag).toEqual([]);
  });
});
