import { describe, expect, it } from 'vitest';
import { auditScores, categoryScores, measuredFindings, overallScore, scoresOf } from '../../src/config/scoring';
import { unmeasuredOn } from '../../src/pipeline/page-pipeline';
import type { Category, Finding, Outcome } from '../../src/types';

function finding(id: string, category: Category, outcome: Outcome, score?: number): Finding {
  return {
    id, category, outcome, severity: 'moderate', title: id, description: '', recommendation: '', guide: null, wcag: [], act: [], elements: [], device: 'mobile',
    score: score ?? (outcome === 'passed' ? 1 : outcome === 'failed' ? 0 : null),
  };
}

const weights = { general: { a: 3, b: 1 }, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {}, deceptiveDesign: {} } as Record<Category, Record<string, number>>;

describe('a category whose main gatherer failed', () => {
  const axeFailed = { artifactError: true as const, message: "Axe: Cannot read properties of undefined (reading 'getRules')" };
  it('is unmeasured on that device only, with the reason', () => {
    expect(unmeasuredOn([{ device: 'mobile', artifacts: { Axe: axeFailed } }, { device: 'desktop', artifacts: {} }])).toEqual([
      { category: 'accessibility', device: 'mobile', reason: "The accessibility engine (axe-core) could not run on this page: Cannot read properties of undefined (reading 'getRules')" },
    ]);
  });
  it('gets no score from the checks that did not need it there, and still counts where it was measured', () => {
    const desktop = (f: Finding): Finding => ({ ...f, device: 'desktop' });
    const findings = [finding('pixel-contrast', 'accessibility', 'passed'), finding('axe-image-alt', 'accessibility', 'error'), finding('a', 'general', 'failed'), desktop(finding('pixel-contrast', 'accessibility', 'failed'))];
    const unmeasured = unmeasuredOn([{ device: 'mobile', artifacts: { Axe: axeFailed } }]);
    // Scored as it was, accessibility would be 50 (a pass on the phone, a failure on the desktop).
    expect(scoresOf(findings, weights).accessibility).toBe(50);
    expect(scoresOf(measuredFindings(findings, unmeasured), weights)).toMatchObject({ accessibility: 0, general: 0 });
    expect(scoresOf(measuredFindings(findings.slice(0, 3), unmeasured), weights).accessibility).toBeNull();
  });
});

describe('scoring', () => {
  it('is the weighted mean of audit scores, each audit averaged over its findings', () => {
    // a: mean of (1, 0) = 0.5, weight 3; b: 1, weight 1 → (1.5 + 1) / 4 = 62.5 → 63
    const scores = categoryScores([finding('a', 'general', 'passed'), finding('a', 'general', 'failed'), finding('b', 'general', 'passed')], weights);
    expect(scores.general).toBe(63);
  });
  it('leaves needs-review, not-applicable and error out, and gives null for a category with nothing scored', () => {
    const scores = categoryScores([finding('a', 'general', 'failed'), finding('b', 'general', 'needs-review'), finding('b', 'general', 'error'), finding('x', 'social', 'not-applicable')], weights);
    expect(scores.general).toBe(0);
    expect(scores.social).toBeNull();
  });
  it('uses partial credit and weight 1 for an audit the weights file does not list', () => {
    expect(categoryScores([finding('a', 'general', 'failed', 0.5), finding('new', 'general', 'passed')], weights).general).toBe(63);
  });
  it("reports each scored audit's weight and mean, from which the category score follows", () => {
    const findings = [finding('a', 'general', 'passed'), finding('a', 'general', 'failed'), finding('b', 'general', 'passed'), finding('new', 'general', 'failed', 0.25), finding('c', 'general', 'needs-review')];
    const audits = auditScores(findings, weights);
    expect(audits).toEqual({
      a: { category: 'general', weight: 3, score: 0.5, findings: 2 },
      b: { category: 'general', weight: 1, score: 1, findings: 1 },
      new: { category: 'general', weight: 1, score: 0.25, findings: 1 },
    });
    const entries = Object.values(audits);
    const mean = entries.reduce((sum, audit) => sum + audit.weight * audit.score, 0) / entries.reduce((sum, audit) => sum + audit.weight, 0);
    expect(categoryScores(findings, weights).general).toBe(Math.round(mean * 100));
  });
  it('weighs categories into the overall score (social counts half) and skips unmeasured ones', () => {
    expect(overallScore({ general: 80, social: 20, usability: null, accessibility: null, pageSpeed: null, uiAnalysis: null })).toBe(60);
    expect(scoresOf([], weights).overall).toBeNull();
  });
});
