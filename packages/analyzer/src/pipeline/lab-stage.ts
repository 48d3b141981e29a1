import { measureLab } from '../gatherers/performance/lab-performance';
import { preloadLighthouse } from '../gatherers/performance/lab-process';
import { Exclusive } from '../sampling/exclusive';
import { TemplateSampler } from '../sampling/url-template';
import type { PageStage } from './stage';

/** Time one Lighthouse run may take on a loaded 2-core machine (about 8 s when idle). */
const LAB_TIME_BUDGET_MS = 60_000;

/**
 * Lighthouse runs of every analysis in this process, one at a time: two simulations must not share
 * the CPU, and Lighthouse keeps process-wide state (its timing marks) that two runs at once mix up.
 * A server may run several analyses at once (ANALYSIS_CONCURRENCY).
 */
const labTurns = new Exclusive();

/**
 * Lab performance (Lighthouse) attaches to the run's lab browser (a Chromium of its own beside the
 * one our loads use) through a DevTools port and runs on one page per URL template, one run at a
 * time across the process (labTurns). It loads the page there while we load and gather ours: on a
 * sampled page the two overlap instead of adding up, and the LabPerformance gatherer waits for it last.
 */
export const labStage: PageStage = {
  name: 'lab',
  wanted: (options) => options.analysisTypes.includes('PAGE_SPEED'),
  needsLabBrowser: true,
  start({ options, labBrowsers, guard, profile }) {
    preloadLighthouse();
    const sampler = new TemplateSampler();
    const runs = options.runs ?? 1;
    return (url) => {
      const sample = sampler.decide(url);
      return {
        beforeLoad(device) {
          if (!labBrowsers) return {};
          if (!sample.isSample) return { lab: { sample, measurement: null } };
          // A sampled page also waits for the Lighthouse runs queued before its own (of this analysis
          // and any other in the process), which must not eat the page's own time limit.
          const waitRuns = labTurns.ahead + runs;
          const measurement = labTurns.run(async () => {
            await labBrowsers.get();
            return measureLab(url, labBrowsers.port!, device, runs, guard, (event) => profile?.mark(`${url} (${device}): ${event}`));
          }, runs);
          measurement.catch(() => undefined);
          return { lab: { sample, measurement }, extraTimeMs: LAB_TIME_BUDGET_MS * waitRuns };
        },
      };
    };
  },
};
