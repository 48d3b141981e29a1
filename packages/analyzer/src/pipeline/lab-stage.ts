import { measureLab, preloadLighthouse } from '../gatherers/performance/lab-performance';
import { Exclusive } from '../sampling/exclusive';
import { TemplateSampler } from '../sampling/url-template';
import type { PageStage } from './stage';

/** Time one Lighthouse run may take on a loaded 2-core machine (about 8 s when idle). */
const LAB_TIME_BUDGET_MS = 60_000;

/**
 * Lab performance (Lighthouse) attaches to the run's browser through a DevTools port and runs on
 * one page per URL template, one run at a time so two simulations never share the 2 cores' CPU.
 * It loads the page in its own tab while we load and gather ours: on a sampled page the two
 * overlap instead of adding up, and the LabPerformance gatherer waits for it last.
 */
export const labStage: PageStage = {
  name: 'lab',
  wanted: (options) => options.analysisTypes.includes('PAGE_SPEED'),
  needsDebuggingPort: true,
  start({ options, browsers, guard }) {
    preloadLighthouse();
    const sampler = new TemplateSampler();
    const queue = new Exclusive();
    const runs = options.runs ?? 1;
    return (url) => {
      const sample = sampler.decide(url);
      return {
        beforeLoad(device) {
          const port = browsers.port;
          if (port === null) return {};
          const measurement = sample.isSample ? queue.run(() => measureLab(url, port, device, runs, guard)) : null;
          measurement?.catch(() => undefined);
          // A sampled page also waits for Lighthouse (one run at a time across the run), which must
          // not eat the page's own time limit.
          return { lab: { sample, measurement }, extraTimeMs: sample.isSample ? LAB_TIME_BUDGET_MS * runs * options.concurrency : 0 };
        },
      };
    };
  },
};
