// Library API for the job worker and other tools.
import { run, type RunInput } from './runner';
import type { ProgressEvent, Report } from './types';

export * from './types';
export { RunCancelled, RunError, resolveOptions, resolveStartUrl } from './runner';
export type { RunInput } from './runner';
// For the server: CSV export of a stored report, the run deadline, and one reusable Chromium (PDF export).
export { toCsv } from './report/csv';
export { deadline } from './crawl/deadline';
export { BrowserManager } from './driver/browser';
// For bench scripts: the CPU benchmark index under which Lighthouse calls a machine too slow.
export { SLOW_CPU_BENCHMARK_INDEX } from './gatherers/performance/lab-performance';

export interface AnalyzeHooks {
  onProgress?: (event: ProgressEvent) => void;
  /** Aborting rejects at once with RunCancelled, whatever the run waits for, and closes its browser. */
  signal?: AbortSignal;
}

/** Crawls and analyses a site; resolves to the report (see schema/report.schema.json). */
export function analyze(options: RunInput, hooks: AnalyzeHooks = {}): Promise<Report> {
  return run(options, hooks.onProgress, hooks.signal);
}

// Task agents: a visitor-like run toward one goal (find the price, reach checkout…).
export * from './agent/types';
export { runAgentTask } from './agent/run';
