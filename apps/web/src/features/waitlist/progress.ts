import type { AnalysisSummary, PageInProgress } from '../reports/types';
import { PROGRESS_STAGE_INDEX } from './strings';

/**
 * Typical seconds of each step of one page on one device, in the order they run (the analyzer's
 * `page-stage` events), measured with all five analysis types on a busy 2-core machine: a one-page
 * shop (Lighthouse three times) and five pages of the bench site (twice each, two pages at a time).
 * Medians: load 1.5–2.1 s, passive 1.6–4.7 s, interactive 0.6–1.7 s, last (waiting for Lighthouse)
 * 12–23 s, annotate 0.4–2.5 s.
 */
const DEVICE_STEP_SECONDS: ReadonlyArray<readonly [string, number]> = [
  ['load', 2],
  ['passive', 3],
  ['interactive', 1.5],
  ['last', 14],
];
const DEVICE_SECONDS = DEVICE_STEP_SECONDS.reduce((sum, [, seconds]) => sum + seconds, 0);
/** Page stages after the audits (the annotated screenshot), once per page across its devices. */
const AFTER_DEVICES_SECONDS = 1.5;
/** robots.txt, the sitemap and Chromium's start, before the first page. */
const BEFORE_PAGES_SECONDS = 1;
/** Comparing pages and storing the report, after the last page. */
const AFTER_PAGES_SECONDS = 0.5;

/** Which of the five steps is current (0 queued … 4 ready). */
export function stepOf(analysis: AnalysisSummary): number {
  if (analysis.status === 'completed') return 4;
  if (analysis.status === 'queued' || analysis.status === 'failed') return analysis.stage ? (PROGRESS_STAGE_INDEX[analysis.stage] ?? 2) : 0;
  return analysis.stage ? (PROGRESS_STAGE_INDEX[analysis.stage] ?? 2) : 1;
}

function pageSeconds(devices: number): number {
  return devices * DEVICE_SECONDS + AFTER_DEVICES_SECONDS;
}

/** Typical seconds of a page's work that are behind it when `page` begins its current step. */
function secondsBehind(page: PageInProgress, devices: readonly string[]): number {
  const device = Math.max(devices.indexOf(page.device), 0);
  const step = DEVICE_STEP_SECONDS.findIndex(([name]) => name === page.stage);
  // After the device steps come the page's own stages (annotate), whatever their name.
  if (step === -1) return devices.length * DEVICE_SECONDS;
  return device * DEVICE_SECONDS + DEVICE_STEP_SECONDS.slice(0, step).reduce((sum, [, seconds]) => sum + seconds, 0);
}

/** The pages the bar counts: those found (up to the limit), and never fewer than those already started. */
export function pagesOf(analysis: AnalysisSummary): number {
  return Math.max(analysis.pagesFound, analysis.pagesDone + analysis.pagesInProgress.length, 1);
}

/**
 * The run's work in typical seconds: how much is behind it and how much there is in all. Each step
 * weighs what it usually takes, so the bar moves at every step of every page.
 */
export function workOf(analysis: AnalysisSummary): { done: number; total: number } {
  const devices = Math.max(analysis.devices.length, 1);
  const pages = pagesOf(analysis);
  const total = BEFORE_PAGES_SECONDS + pages * pageSeconds(devices) + AFTER_PAGES_SECONDS;
  if (analysis.status === 'completed') return { done: total, total };
  const step = stepOf(analysis);
  if (step <= 1) return { done: 0, total };
  if (step >= 3) return { done: total - AFTER_PAGES_SECONDS, total };
  const started = analysis.pagesInProgress.reduce((sum, page) => sum + secondsBehind(page, analysis.devices), 0);
  return { done: BEFORE_PAGES_SECONDS + analysis.pagesDone * pageSeconds(devices) + started, total };
}

/** 0..1 for the bar. */
export function fractionOf(analysis: AnalysisSummary): number {
  const { done, total } = workOf(analysis);
  return Math.min(done / total, 1);
}

/**
 * Time left at this run's own pace: the time it took to get through the work behind it, for the work
 * still ahead, counted down since the progress last moved. Null until a step of a page has finished,
 * because before that any number would be invented.
 */
export function estimateRemainingMs(analysis: AnalysisSummary, now: number): number | null {
  if (analysis.status !== 'running' || analysis.startedAt === null || stepOf(analysis) !== 2) return null;
  const { done, total } = workOf(analysis);
  if (done <= BEFORE_PAGES_SECONDS) return null;
  const startedAt = new Date(analysis.startedAt).getTime();
  const movedAt = analysis.progressAt === null ? now : new Date(analysis.progressAt).getTime();
  const pace = (movedAt - startedAt) / done;
  return Math.max(pace * (total - done) - (now - movedAt), 0);
}

/** The page step reported last: what the analysis is doing right now. */
export function currentPageStep(analysis: AnalysisSummary): PageInProgress | null {
  return stepOf(analysis) === 2 ? (analysis.pagesInProgress.at(-1) ?? null) : null;
}
