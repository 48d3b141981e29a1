import { describe, expect, it } from 'vitest';
import { categoryScores, overallScore, scoresOf } from '../../src/config/scoring';
import type { Category, Finding, Outcome } from '../../src/types';

function finding(id: string, category: Category, outcome: Outcome, score?: number): Finding {
  return {
    id, category, outcome, severity: 'moderate', title: id, description: '', recommendation: '', guide: null, wcag: [], act: [], elements: [], device: 'mobile',
    score: score ?? (outcome === 'passed' ? 1 : outcome === 'failed' ? 0 : null),
  };
}

const weights = { general: { a: 3, b: 1 }, social: {}, usability: {}, accessibility: {}, pageSpeed: {}, uiAnalysis: {} } as Record<Category, Record<string, number>>;

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
  it('weighs categories into the overall score (social counts half) and skips unmeasured ones', () => {
    expect(overallScore({ general: 80, social: 20, usability: null, accessibility: null, pageSpeed: null, uiAnalysis: null })).toBe(60);
    expect(scoresOf([], weights).overall).toBeNull();
  });
});
