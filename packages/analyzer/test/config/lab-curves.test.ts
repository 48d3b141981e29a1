import { describe, expect, it } from 'vitest';
import CumulativeLayoutShift from 'lighthouse/core/audits/metrics/cumulative-layout-shift.js';
import FirstContentfulPaint from 'lighthouse/core/audits/metrics/first-contentful-paint.js';
import LargestContentfulPaint from 'lighthouse/core/audits/metrics/largest-contentful-paint.js';
import SpeedIndex from 'lighthouse/core/audits/metrics/speed-index.js';
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import { LAB_CURVES } from '../../src/config/lab-curves';

describe('lab curves', () => {
  it("are the scoring curves of the installed Lighthouse's own metric audits", () => {
    for (const [id, audit] of [
      ['first-contentful-paint', FirstContentfulPaint],
      ['largest-contentful-paint', LargestContentfulPaint],
      ['total-blocking-time', TotalBlockingTime],
      ['speed-index', SpeedIndex],
    ] as const) {
      const { mobile, desktop } = audit.defaultOptions;
      expect(LAB_CURVES[id], id).toEqual({ mobile: mobile.scoring, desktop: desktop.scoring });
    }
    const { p10, median } = CumulativeLayoutShift.defaultOptions;
    expect(LAB_CURVES['cumulative-layout-shift']).toEqual({ mobile: { p10, median }, desktop: { p10, median } });
  });
});
