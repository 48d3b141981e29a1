import { describe, expect, it } from 'vitest';
import { featurePath, retryPath } from './feature-paths';

describe('billing paths', () => {
  it('opens each paid view of a report at its own page', () => {
    expect(featurePath('comprehensive', 'a-1')).toBe('/comprehensive-report/a-1');
    expect(featurePath('detailed', 'a-1')).toBe('/detailed-report/a-1');
    expect(featurePath('whitelabel', 'a-1')).toBe('/comprehensive-report-whitelabel/a-1');
  });

  it('retries the same purchase: a plan on /subscribe, a report on /checkout, else the plans', () => {
    expect(retryPath('subscription', 'pro', null)).toBe('/subscribe?plan=pro');
    expect(retryPath('report', 'one-report', 'a-1')).toBe('/checkout?analysis=a-1&plan=one-report');
    expect(retryPath(null, null, 'a-1')).toBe('/checkout?analysis=a-1');
    expect(retryPath(null, null, null)).toBe('/pricing');
  });
});
