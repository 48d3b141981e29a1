import { describe, expect, it } from 'vitest';
import { report } from './test-reports';
import { verdictAt, wcagTargetOf } from './wcag-criteria';

describe('WCAG verdicts against the report target', () => {
  it('shows a failed criterion above the target as beyond it, never as failed', () => {
    expect(verdictAt('failed', '1.4.6', 'AA')).toBe('beyond');
    expect(verdictAt('failed', '1.4.3', 'A')).toBe('beyond');
    expect(verdictAt('failed', '1.4.3', 'AA')).toBe('failed');
    expect(verdictAt('failed', '1.4.6', 'AAA')).toBe('failed');
  });
  it('leaves passes and reviews as they are, whatever the level', () => {
    expect(verdictAt('passed', '1.4.6', 'AA')).toBe('passed');
    expect(verdictAt('review', '2.4.9', 'A')).toBe('review');
  });
  it('reads the target from the report, and AA for reports made before it was a setting', () => {
    const old = report([]);
    expect(wcagTargetOf(old)).toBe('AA');
    expect(wcagTargetOf({ ...old, options: { ...old.options, wcagLevel: 'AAA' } })).toBe('AAA');
  });
});
