// Library API for the job worker and other tools.
import { run, type RunInput } from './runner';
import type { ProgressEvent, Report } from './types';

export * from './types';
export { RunError, resolveOptions, resolveStartUrl } from './runner';
export type { RunInput } from './runner';

export interface AnalyzeHooks {
  onProgress?: (event: ProgressEvent) => void;
  /** Aborting stops starting new pages, closes the browser and rejects with a RunError. */
  signal?: AbortSignal;
}

/** Crawls and analyses a site; resolves to the report (see schema/report.schema.json). */
export function analyze(options: RunInput, hooks: AnalyzeHooks = {}): Promise<Report> {
  return run(options, hooks.onProgress, hooks.signal);
}
