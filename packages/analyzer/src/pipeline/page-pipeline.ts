import { scoresOf } from '../config/scoring';
import { MAIN_GATHERERS } from '../config/categories';
import { WEIGHTS } from '../config/registry';
import type { QueuedPage } from '../crawl/frontier';
import { loadPage, type GatheredArtifacts, type PageLoad } from '../driver/load-page';
import { runPageAudits, type SiteAuditPage } from '../run-audits';
import { isArtifactError, type Audit, type Category, type Finding, type Gatherer, type PageReport, type ProgressEvent, type SiteFacts, type Unmeasured } from '../types';
import type { Profile } from './profile';
import type { PageHooks, PageStage, StageEnvironment } from './stage';

/** A stage once started for the run: its hooks for each page. */
export interface StartedStage {
  name: string;
  forPage: (url: string) => PageHooks;
}

/** Starts each stage for the run, before the pipeline exists (Lighthouse loads for seconds meanwhile). */
export function startStages(stages: readonly PageStage[], environment: StageEnvironment): StartedStage[] {
  return stages.map((stage) => ({ name: stage.name, forPage: stage.start(environment) }));
}

export interface AnalysedPage {
  report: PageReport;
  /** What the site audits read of this page's loads, once every page is done. */
  siteInputs: SiteAuditPage[];
}

export interface PipelinePlan {
  gatherers: readonly Gatherer[];
  pageAudits: readonly Audit[];
  /** Artifacts the site audits read: only these are kept once a page is done. */
  siteArtifactNames: ReadonlySet<string>;
  site: SiteFacts;
}

/**
 * One page through the pipeline: a load and the gatherers per device (with what the stages start
 * beside it), the page audits, then the stages' work on the audited page.
 */
export class PagePipeline {
  constructor(
    private readonly environment: StageEnvironment,
    private readonly plan: PipelinePlan,
    private readonly stages: readonly StartedStage[],
    private readonly onProgress: (event: ProgressEvent) => void,
    private readonly profile: Profile | null,
  ) {}

  /**
   * `admit` sees the first device's load and says whether the page is analysed at all (the crawl's
   * rules on content types and redirects); null when it is not.
   */
  async analyse(queued: QueuedPage, admit: (load: PageLoad) => boolean): Promise<AnalysedPage | null> {
    const { options, browsers, guard } = this.environment;
    const hooks = this.stages.map((stage) => ({ name: stage.name, ...stage.forPage(queued.url) }));
    const loads: PageLoad[] = [];
    for (const device of options.devices) {
      this.onProgress({ type: 'page-start', url: queued.url, device });
      let load: PageLoad;
      try {
        const browser = await browsers.get();
        const additions = hooks.map((hook) => hook.beforeLoad?.(device) ?? {});
        const extraTimeMs = additions.reduce((sum, addition) => sum + (addition.extraTimeMs ?? 0), 0);
        const pageOptions = extraTimeMs > 0 ? { ...options, pageTimeout: options.pageTimeout + extraTimeMs } : options;
        const onStage = (stage: string) => {
          this.profile?.mark(`${queued.url} (${device}): ${stage}`);
          this.onProgress({ type: 'page-stage', url: queued.url, device, stage });
        };
        load = await loadPage(browser, queued.url, device, this.plan.gatherers, pageOptions, guard, additions.find((addition) => addition.lab)?.lab, onStage);
      } catch (error) {
        load = { url: queued.url, device, finalUrl: queued.url, status: null, redirects: [], error: `The browser could not be started: ${error instanceof Error ? error.message : String(error)}`, isHtml: true, artifacts: {}, screenshot: null, timings: {} };
      }
      if (loads.length === 0 && !admit(load)) return null;
      this.profile?.add(load.timings);
      loads.push(load);
    }

    const { findings, siteInputs } = this.audit(queued, loads);
    this.profile?.mark(`${queued.url}: gathered and audited`);
    const first = loads[0]!;
    const report: PageReport = {
      url: queued.url,
      finalUrl: first.finalUrl,
      status: first.status,
      redirects: first.redirects,
      depth: queued.depth,
      error: loads.map((load) => load.error).find((error) => error !== null) ?? null,
      scores: scoresOf([], WEIGHTS),
      findings,
      screenshots: loads.flatMap((load) => (load.screenshot ? [{ device: load.device, kind: 'viewport' as const, path: load.screenshot }] : [])),
    };
    const unmeasured = unmeasuredOn(loads);
    if (unmeasured.length > 0) report.unmeasured = unmeasured;
    for (const hook of hooks) {
      if (!hook.afterAudits) continue;
      // A stage's work after the audits covers every device at once; it is reported after the last device's steps.
      this.onProgress({ type: 'page-stage', url: queued.url, device: loads.at(-1)!.device, stage: hook.name });
      const start = performance.now();
      await hook.afterAudits(report, loads, findings);
      this.profile?.add({ [hook.name]: performance.now() - start });
      this.profile?.mark(`${queued.url}: ${hook.name} done`);
    }
    return { report, siteInputs };
  }

  private audit(queued: QueuedPage, loads: readonly PageLoad[]): { findings: Finding[]; siteInputs: SiteAuditPage[] } {
    const findings: Finding[] = [];
    const siteInputs: SiteAuditPage[] = [];
    for (const load of loads) {
      const fatal = load.error !== null && Object.keys(load.artifacts).length === 0;
      if (fatal) continue;
      findings.push(...runPageAudits(this.plan.pageAudits, load.artifacts, { url: queued.url, device: load.device, site: this.plan.site, options: this.environment.options }, load.error !== null));
      if (load.error === null) {
        // Only what site audits read is kept, so a 200-page run does not hold every artifact.
        const kept: GatheredArtifacts = {};
        for (const name of this.plan.siteArtifactNames) if (name in load.artifacts) (kept as Record<string, unknown>)[name] = (load.artifacts as Record<string, unknown>)[name];
        siteInputs.push({ url: queued.url, device: load.device, artifacts: kept });
      }
    }
    return { findings, siteInputs };
  }
}

/**
 * Categories whose main gatherer failed on a load that otherwise worked (a page that did not load at
 * all says so in its own error): they could not be measured there.
 */
export function unmeasuredOn(loads: ReadonlyArray<Pick<PageLoad, 'device' | 'artifacts'>>): Unmeasured[] {
  const unmeasured: Unmeasured[] = [];
  for (const load of loads) {
    for (const [category, main] of Object.entries(MAIN_GATHERERS)) {
      const artifact = (load.artifacts as Record<string, unknown>)[main.artifact];
      // The message starts with the gatherer's name ("Axe: …"), which says nothing to a reader.
      if (isArtifactError(artifact)) unmeasured.push({ category: category as Category, device: load.device, reason: `${main.what}: ${artifact.message.replace(`${main.artifact}: `, '')}` });
    }
  }
  return unmeasured;
}
