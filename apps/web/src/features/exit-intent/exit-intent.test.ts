import { describe, expect, it } from 'vitest';
import { cooldownPassed, EXIT_INTENT_COOLDOWN_MS, exitIntentAllowedOn, isTopExit } from './exit-intent';

describe('exitIntentAllowedOn', () => {
  it('is off on report pages and white-label views', () => {
    expect(exitIntentAllowedOn('/', '')).toBe(true);
    expect(exitIntentAllowedOn('/pricing', '?ref=x')).toBe(true);
    expect(exitIntentAllowedOn('/standard-report/abc', '')).toBe(false);
    expect(exitIntentAllowedOn('/comprehensive-report-whitelabel', '')).toBe(false);
    expect(exitIntentAllowedOn('/detailed-report', '')).toBe(false);
    expect(exitIntentAllowedOn('/', '?whitelabel=1')).toBe(false);
  });

  it('is off on the work pages: surveys and their builder and results, idea validation, bias detection', () => {
    for (const path of ['/surveys', '/surveys/', '/surveys/0b6c7a52-1f0e-4c35-9a51-7d1f3a1e2b4c/edit', '/surveys/0b6c7a52-1f0e-4c35-9a51-7d1f3a1e2b4c/results', '/idea-validation', '/idea-validation/abc', '/idea-validation/abc/survey-results', '/bias-detection', '/bias-detection/abc', '/widget-demo']) {
      expect(exitIntentAllowedOn(path, ''), path).toBe(false);
    }
    // Only whole path segments: a page whose name merely starts the same way is not one of them.
    expect(exitIntentAllowedOn('/surveys-guide', '')).toBe(true);
    expect(exitIntentAllowedOn('/survey/0b6c7a52-1f0e-4c35-9a51-7d1f3a1e2b4c', '')).toBe(true);
    expect(exitIntentAllowedOn('/guides/biases/anchoring', '')).toBe(true);
  });
});

describe('cooldownPassed', () => {
  const now = 1_800_000_000_000;
  it('allows a first showing and one more after 7 days, not before', () => {
    expect(cooldownPassed(null, now)).toBe(true);
    expect(cooldownPassed(String(now - EXIT_INTENT_COOLDOWN_MS + 1), now)).toBe(false);
    expect(cooldownPassed(String(now - EXIT_INTENT_COOLDOWN_MS), now)).toBe(true);
    expect(cooldownPassed('garbage', now)).toBe(true);
  });
});

describe('isTopExit', () => {
  it('needs the pointer to leave the document upwards', () => {
    expect(isTopExit({ clientY: -2, relatedTarget: null })).toBe(true);
    expect(isTopExit({ clientY: 300, relatedTarget: null })).toBe(false);
    expect(isTopExit({ clientY: 0, relatedTarget: {} })).toBe(false);
  });
});
