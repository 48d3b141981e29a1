import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, firstContentfulPaint, largestContentfulPaint, speedIndex, totalBlockingTime } from '../../../src/audits/page-speed/lab-metric';
import { context, labMeasured, labNotSampled, single } from './helpers';

describe('lab metric audits', () => {
  it("take Lighthouse's score: 0.9 and above passes, below fails with partial credit", () => {
    const fcp = single(firstContentfulPaint.audit({ LabPerformance: labMeasured() }, context()));
    expect(fcp).toMatchObject({ outcome: 'passed', score: 0.95, displayValue: '1.2 s' });
    const lcp = single(largestContentfulPaint.audit({ LabPerformance: labMeasured() }, context()));
    expect(lcp).toMatchObject({ outcome: 'failed', score: 0.4, severity: 'serious', displayValue: '4.2 s' });
    const tbt = single(totalBlockingTime.audit({ LabPerformance: labMeasured() }, context()));
    expect(tbt).toMatchObject({ outcome: 'failed', score: 0.7, severity: 'moderate', displayValue: '350 ms' });
    expect(single(cumulativeLayoutShift.audit({ LabPerformance: labMeasured() }, context())).displayValue).toBe('0.020');
    expect(single(speedIndex.audit({ LabPerformance: labMeasured() }, context())).outcome).toBe('passed');
  });

  it('say which method measured them and show every run when there were several', () => {
    const lab = labMeasured();
    if (!lab.measured) throw new Error('unreachable');
    lab.metrics['largest-contentful-paint'] = { value: 2000, score: 0.92, runs: [1900, 2000, 2600] };
    const result = single(largestContentfulPaint.audit({ LabPerformance: lab }, context()));
    expect(result.displayValue).toBe('2.0 s (median of 3)');
    expect(result.details).toMatchObject({ runs: [1900, 2000, 2600], method: expect.stringMatching(/not field data/) });
  });

  it('say on every figure when the machine measuring it was too slow for trustworthy lab numbers', () => {
    const slow = labMeasured({ environment: { benchmarkIndex: 640, slow: true } });
    const result = single(largestContentfulPaint.audit({ LabPerformance: slow }, context()));
    expect(result.explanation).toMatch(/machine was slow \(CPU benchmark 640; Lighthouse expects more than 1000\)/);
    expect(result.details).toMatchObject({ benchmarkIndex: 640, slowMachine: true });
    const fast = single(largestContentfulPaint.audit({ LabPerformance: labMeasured() }, context()));
    expect(fast.explanation).toBeUndefined();
    expect(fast.details).toMatchObject({ benchmarkIndex: 1500, slowMachine: false });
  });

  it('are not applicable on pages another page of the template stands for, naming that page', () => {
    const result = single(largestContentfulPaint.audit({ LabPerformance: labNotSampled }, context()));
    expect(result.outcome).toBe('not-applicable');
    expect(result.details).toEqual({ template: 'https://example.com/blog/*', representative: 'https://example.com/blog/a' });
  });

  it('report an error when Lighthouse left a metric out', () => {
    const lab = labMeasured();
    if (!lab.measured) throw new Error('unreachable');
    lab.metrics['speed-index'] = null;
    expect(single(speedIndex.audit({ LabPerformance: lab }, context())).outcome).toBe('error');
  });
});
