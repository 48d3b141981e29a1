// Runs the interaction gatherers (the keyboard walk, the form-field changes) on a loaded page with a
// page budget of the caller's choosing: the walk gets a share of it, as in a real run.
import type { BrowserContext, Page } from 'playwright-core';
import type { Artifacts, GatherContext, Gatherer } from '../src/types';
import { HARNESS_OPTIONS } from './act/harness';

export async function gatherInteraction<K extends 'Keyboard' | 'InputChanges'>(page: Page, context: BrowserContext, pageTimeout: number, gatherers: Array<Gatherer<K>>): Promise<Pick<Artifacts, K>> {
  const gatherContext: GatherContext = {
    url: page.url(),
    device: 'desktop',
    page,
    context,
    cdp: await context.newCDPSession(page),
    response: null,
    redirects: [],
    network: [],
    console: [],
    analysisTypes: HARNESS_OPTIONS.analysisTypes,
    options: { ...HARNESS_OPTIONS, pageTimeout },
  };
  const artifacts: Partial<Pick<Artifacts, K>> = {};
  for (const gatherer of gatherers) artifacts[gatherer.name] = await gatherer.gather(gatherContext);
  return artifacts as Pick<Artifacts, K>;
}
