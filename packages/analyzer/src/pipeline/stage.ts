// A page goes through a fixed core (load the page once per device and run the gatherers on that
// load, then the audits) and through stages, registered like gatherers (config/registry.ts), for
// work that is not one gatherer's: Lighthouse in a tab of its own beside our load, the annotated
// screenshot that needs every finding. The runner knows no stage by name.
import type { BrowserManager } from '../driver/browser';
import type { PageLoad } from '../driver/load-page';
import type { RequestGuard } from '../driver/request-guard';
import type { ArtifactName, Device, Finding, GatherContext, PageReport, RunOptions } from '../types';
import type { Profile } from './profile';

/** What a stage may use for a whole run. */
export interface StageEnvironment {
  options: RunOptions;
  browsers: BrowserManager;
  /** The browser Lighthouse runs in (a stage that needs it says so: needsLabBrowser), else null. */
  labBrowsers: BrowserManager | null;
  guard: RequestGuard;
  /** SIGHTLINE_PROFILE's record of the run, when it is on. */
  profile?: Profile | null;
}

/** What a stage adds to one device's load of a page. */
export interface LoadAddition {
  lab?: GatherContext['lab'];
  /** Time the load may take beyond `pageTimeout`, for work the load waits for (ms). */
  extraTimeMs?: number;
}

/** A stage's part in one page, on every device. */
export interface PageHooks {
  /** Called once the browser is up, before each device's load: starts work beside the load. */
  beforeLoad?(device: Device): LoadAddition;
  /** Called after every audit of the page has run; may add to the page's report. */
  afterAudits?(report: PageReport, loads: readonly PageLoad[], findings: readonly Finding[]): Promise<void>;
}

export interface PageStage {
  /** Also the stage's line in SIGHTLINE_PROFILE's table. */
  name: string;
  wanted(options: RunOptions): boolean;
  /** Artifacts the stage reads from each load, gathered whenever it is wanted. */
  artifacts?: readonly ArtifactName[];
  /**
   * Lighthouse runs in a browser of its own, beside the one our loads use, and attaches to it through
   * a DevTools port: tracing records every process of a browser, so in a shared one each run's trace
   * also held our own tab's work, and reading it back took seconds more.
   */
  needsLabBrowser?: boolean;
  /** Called once per run before the browser starts; returns the stage's per-page hooks. */
  start(environment: StageEnvironment): (url: string) => PageHooks;
}
