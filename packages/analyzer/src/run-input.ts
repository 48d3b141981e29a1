// What a run (an analysis or a task agent) is started from, and how it fails: light enough for the
// CLI to load without the engine's gatherers.
import { checkDomain } from '@sightline/shared';
import { normalizeUrl } from './crawl/normalize-url';

export class RunError extends Error {
  override name = 'RunError';
}

/** A full URL as given, or a bare domain checked by the shared domain rules and fetched over https. */
export function resolveStartUrl(input: string): string {
  if (/^https?:\/\//i.test(input.trim())) {
    const url = normalizeUrl(input.trim());
    if (!url) throw new RunError(`Not a valid URL: ${input}`);
    return url;
  }
  const check = checkDomain(input);
  if (!check.ok) throw new RunError(`${check.message}: ${input}`);
  return `https://${check.domain}/`;
}

/** The run's signal aborted: the browser is closed and every page still loading ends with it. */
export class RunCancelled extends RunError {
  constructor() {
    super('The run was cancelled');
  }
}

