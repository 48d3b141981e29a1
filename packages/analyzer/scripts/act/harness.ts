// Runs accessibility gatherers and audits on one loaded page, the way the engine's runner does
// (passive gatherers, then interactive ones; each audit gets only the artifacts it declared).
// Used by eval:act and the accessibility smoke tests, which must not depend on the crawler.
import type { BrowserContext, Page } from 'playwright-core';
import type { ArtifactError, Artifacts, ArtifactName, Audit, AuditContext, AuditResult, GatherContext, Gatherer, RunOptions } from '../../src/types';
import { isArtifactError } from '../../src/types';

export const HARNESS_OPTIONS: RunOptions = {
  maxPages: 1,
  maxDepth: 0,
  analysisTypes: ['USABILITY'],
  devices: ['desktop'],
  screenshots: false,
  concurrency: 1,
  allowPrivate: true,
  respectRobots: false,
  pageTimeout: 30_000,
  outputDir: null,
};

export interface AuditOutcome {
  id: string;
  act: string[];
  wcag: string[];
  result: AuditResult;
}

type ArtifactStore = Partial<Record<ArtifactName, Artifacts[ArtifactName] | ArtifactError>>;

/** The gatherers that produce what these audits need. */
export function gatherersFor(audits: ReadonlyArray<Audit>, gatherers: readonly Gatherer[]): Gatherer[] {
  const needed = new Set(audits.flatMap((audit) => audit.meta.requiredArtifacts));
  return gatherers.filter((gatherer) => needed.has(gatherer.name));
}

export async function gatherArtifacts(page: Page, context: BrowserContext, gatherers: readonly Gatherer[]): Promise<ArtifactStore> {
  const cdp = await context.newCDPSession(page);
  const gatherContext: GatherContext = {
    url: page.url(),
    device: 'desktop',
    page,
    context,
    cdp,
    response: null,
    redirects: [],
    network: [],
    console: [],
    analysisTypes: HARNESS_OPTIONS.analysisTypes,
    options: HARNESS_OPTIONS,
  };
  const artifacts: ArtifactStore = {};
  try {
    for (const phase of ['passive', 'interactive'] as const) {
      for (const gatherer of gatherers.filter((candidate) => candidate.phase === phase)) {
        try {
          artifacts[gatherer.name] = await gatherer.gather(gatherContext);
        } catch (error) {
          artifacts[gatherer.name] = { artifactError: true, message: error instanceof Error ? error.message : String(error) };
        }
      }
    }
  } finally {
    await cdp.detach().catch(() => undefined);
  }
  return artifacts;
}

export function runAudits(audits: ReadonlyArray<Audit>, artifacts: ArtifactStore, url: string): AuditOutcome[] {
  const auditContext: AuditContext = {
    url,
    device: 'desktop',
    site: { origin: new URL(url).origin, robotsTxt: { status: null, body: null }, sitemap: null, notFoundProbe: null },
    options: HARNESS_OPTIONS,
  };
  return audits.flatMap((audit): AuditOutcome[] => {
    const base = { id: audit.meta.id, act: audit.meta.act ?? [], wcag: audit.meta.wcag ?? [] };
    const inputs = audit.meta.requiredArtifacts.map((name) => artifacts[name]);
    if (inputs.some((value) => value === undefined || isArtifactError(value))) {
      const failed = inputs.find(isArtifactError);
      return [{ ...base, result: { outcome: 'error', explanation: failed ? failed.message : 'artifact not gathered' } }];
    }
    try {
      const result = audit.audit(artifacts as Artifacts, auditContext);
      return (Array.isArray(result) ? result : [result]).map((one) => ({ ...base, result: one }));
    } catch (error) {
      return [{ ...base, result: { outcome: 'error', explanation: error instanceof Error ? error.message : String(error) } }];
    }
  });
}

export async function analyseLoadedPage(page: Page, context: BrowserContext, audits: ReadonlyArray<Audit>, gatherers: readonly Gatherer[]): Promise<AuditOutcome[]> {
  const artifacts = await gatherArtifacts(page, context, gatherersFor(audits, gatherers));
  return runAudits(audits, artifacts, page.url());
}
