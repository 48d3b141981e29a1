// The WCAG conformance target: checks of criteria above it weigh nothing in the accessibility score.
import { describe, expect, it } from 'vitest';
import { weightsFor } from '../../src/config/registry';
import { scoresOf } from '../../src/config/scoring';
import { resolveOptions, RunError } from '../../src/runner';
import type { WcagLevel } from '@sightline/shared';
import type { Finding, Outcome } from '../../src/types';

const finding = (id: string, outcome: Outcome, wcag: string[]): Finding => ({
  id, category: 'accessibility', outcome, severity: 'serious', title: id, description: '', recommendation: '', guide: null, wcag, act: [], elements: [], device: 'mobile',
  score: outcome === 'passed' ? 1 : 0,
});

describe('WCAG conformance target', () => {
  it('is AA unless chosen, and only A, AA or AAA', () => {
    expect(resolveOptions({}).wcagLevel).toBe('AA');
    expect(resolveOptions({ wcagLevel: 'AAA' }).wcagLevel).toBe('AAA');
    expect(() => resolveOptions({ wcagLevel: 'AAAA' as WcagLevel })).toThrow(RunError);
  });

  it('weighs checks of criteria above the target at 0, those at or below it at 3, best practices at 1', () => {
    const aa = weightsFor('AA').accessibility;
    expect([aa['axe-color-contrast-enhanced'], aa['axe-color-contrast'], aa['axe-region'], aa['meta-refresh-immediate']]).toEqual([0, 3, 1, 0]);
    const aaa = weightsFor('AAA').accessibility;
    expect([aaa['axe-color-contrast-enhanced'], aaa['meta-refresh-immediate']]).toEqual([3, 3]);
    // At A, 1.4.3 Contrast (Minimum) is beyond the target too.
    expect(weightsFor('A').accessibility['axe-color-contrast']).toBe(0);
  });

  it('does not lower the accessibility score for an AAA failure at AA, and does at AAA', () => {
    const findings = [finding('axe-color-contrast', 'passed', ['1.4.3']), finding('axe-color-contrast-enhanced', 'failed', ['1.4.6'])];
    expect(scoresOf(findings, weightsFor('AA')).accessibility).toBe(100);
    expect(scoresOf(findings, weightsFor('AAA')).accessibility).toBe(50);
  });
});
