// What `sightline audit` writes to the terminal while it runs and when it ends: on a terminal, one
// line that keeps changing; in a log (output redirected, CI), one line per finished page; at the end,
// a table of the pages and the site, and the problems found, folded.
import type { Category, Device, ProgressEvent, Report, Scores } from '../types';
import { failedCount, foldFindings, wherePhrase } from './fold';
import { categoryTitle, measuredCategories } from './summary';

/** A page stage (ProgressEvent `page-stage`) in words. */
const STAGE_WORDS: Record<string, string> = {
  load: 'loading',
  passive: 'reading the page',
  interactive: 'keyboard walk and resizing',
  last: 'waiting for Lighthouse',
  annotate: 'annotating the screenshot',
};

export function stageWords(stage: string): string {
  return STAGE_WORDS[stage] ?? stage;
}

/** 850 ms → "0.9 s", 75 s → "1 min 15 s". */
export function duration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** A page's address without the site's own origin, which every line would repeat. */
export function shortUrl(url: string, origin: string): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

const ANSI = { good: '\x1b[32m', fair: '\x1b[33m', poor: '\x1b[31m', dim: '\x1b[2m', reset: '\x1b[0m' } as const;

/** Paints text with an ANSI colour, or leaves it plain (not a terminal, NO_COLOR). */
export type Paint = (text: string, tone: 'good' | 'fair' | 'poor' | 'dim') => string;
export const plain: Paint = (text) => text;
export const ansi: Paint = (text, tone) => `${ANSI[tone]}${text}${ANSI.reset}`;

function scoreTone(score: number): 'good' | 'fair' | 'poor' {
  return score >= 90 ? 'good' : score >= 50 ? 'fair' : 'poor';
}

export interface PageOutcome {
  url: string;
  done: number;
  found: number;
  ms: number;
  error: string | null;
  scores: Scores;
  failed: number;
}

/** One page in a log: `[3/10] https://site/page  12.4 s  accessibility 92 · general 81 · 3 failed`. */
export function pageLine(page: PageOutcome): string {
  const head = `[${page.done}/${Math.max(page.found, page.done)}] ${page.url}  ${duration(page.ms)}`;
  const categories = (Object.keys(page.scores) as Array<keyof Scores>).filter((key): key is Category => key !== 'overall' && page.scores[key] !== null);
  if (page.error !== null && categories.length === 0) return `${head}  not analysed: ${page.error}`;
  const scores = categories.map((category) => `${categoryTitle(category).toLowerCase()} ${page.scores[category]}`);
  const failed = `${page.failed} failed`;
  return `${head}  ${[...scores, failed].join(' · ')}${page.error !== null ? `  (${page.error})` : ''}`;
}

export interface ProgressState {
  done: number;
  found: number;
  elapsedMs: number;
  /** Time left at the run's own pace so far; null before the first page is done. */
  remainingMs: number | null;
  /** The pages in progress, the one that moved last at the end, and the step each is on. */
  current: Array<{ url: string; device: Device; stage: string }>;
  /** The run's own step ("Reading robots.txt and the sitemap"), shown while no page is in progress. */
  phase: string | null;
}

/** The terminal's single line: `[3/10] 1 min 12 s, about 2 min 30 s left · /about: keyboard walk…`. */
export function progressLine(state: ProgressState, origin: string, width: number): string {
  const left = state.remainingMs === null || state.done >= state.found ? '' : `, about ${duration(state.remainingMs)} left`;
  const pages = state.current.map((page) => ` · ${shortUrl(page.url, origin)}: ${stageWords(page.stage)}`).join('');
  const current = pages || (state.phase ? ` · ${state.phase}` : '');
  const line = `[${state.done}/${Math.max(state.found, state.done)}] ${duration(state.elapsedMs)}${left}${current}`;
  return line.length > width ? `${line.slice(0, Math.max(0, width - 1))}…` : line;
}

/**
 * Follows a run's progress events: when each page started (its first device), which step each page
 * in progress is on, and each finished page's time and outcome.
 */
export class RunTracker {
  private readonly started = new Map<string, number>();
  private readonly steps = new Map<string, { device: Device; stage: string }>();
  private done = 0;
  private found = 0;
  readonly pages: PageOutcome[] = [];
  private phase: string | null = null;

  /**
   * `maxPages`: the run's limit, which the pages found (sitemap, links) may exceed; `concurrency`:
   * how many pages can be in progress at once.
   */
  constructor(
    private readonly startedAt: number,
    private readonly maxPages: number,
    private readonly concurrency: number,
  ) {}

  private move(url: string, device: Device, stage: string): void {
    this.steps.delete(url);
    this.steps.set(url, { device, stage });
  }

  /** Takes one event at `now` (ms); returns the finished page when the event ends one. */
  take(event: ProgressEvent, now: number): PageOutcome | null {
    switch (event.type) {
      case 'discovered':
        this.found = Math.min(event.found, this.maxPages);
        return null;
      case 'stage':
        this.phase = event.stage;
        this.steps.clear();
        return null;
      case 'page-start':
        if (!this.started.has(event.url)) this.started.set(event.url, now);
        this.move(event.url, event.device, 'load');
        return null;
      case 'page-stage':
        this.move(event.url, event.device, event.stage);
        return null;
      case 'page-done': {
        this.done = event.done;
        this.found = Math.min(event.found, this.maxPages);
        const page: PageOutcome = { url: event.url, done: event.done, found: this.found, ms: now - (this.started.get(event.url) ?? now), error: event.error, scores: event.scores, failed: event.failed };
        this.steps.delete(event.url);
        this.pages.push(page);
        return page;
      }
    }
  }

  state(now: number): ProgressState {
    const elapsedMs = now - this.startedAt;
    const firstStart = Math.min(...this.started.values());
    // The pace of the pages so far (they run in parallel, so per page of wall time, not summed).
    const remainingMs = this.done > 0 ? ((now - firstStart) / this.done) * Math.max(0, this.found - this.done) : null;
    // A page the crawl did not keep (not HTML, a redirect to a page analysed already) is never
    // done: it stops moving, and the pages that move push it out of the ones shown.
    const current = [...this.steps].slice(-this.concurrency).map(([url, step]) => ({ url, ...step }));
    return { done: this.done, found: this.found, elapsedMs, remainingMs, current, phase: this.phase };
  }
}

export interface SummaryInput {
  report: Report;
  /** Each page's wall time, from the run's progress. */
  times: ReadonlyMap<string, number>;
  elapsedMs: number;
  /** Where the report went: a file, or null for standard output. */
  output: string | null;
  /** Where screenshots and other files went, if anywhere. */
  filesDir: string | null;
  paint: Paint;
  /** Failed findings listed at most (folded); the report has them all. */
  maxFindings?: number;
}

function table(rows: string[][], paintCell: (row: number, column: number, text: string) => string): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row, rowIndex) =>
    row
      .map((cell, column) => paintCell(rowIndex, column, column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

/** The end of a run: a table of pages and the site, the failed findings folded, and where the files are. */
export function summary({ report, times, elapsedMs, output, filesDir, paint, maxFindings = 10 }: SummaryInput): string {
  const origin = new URL(report.requestedUrl).origin;
  const categories = measuredCategories(report);
  const header = ['Page', 'Status', 'Time', 'Overall', ...categories.map(categoryTitle), 'Failed'];
  const rows = report.pages.map((page) => {
    const time = times.get(page.url);
    const status = page.error !== null && page.status === null ? 'error' : String(page.status ?? '–');
    return [shortUrl(page.url, origin), status, time === undefined ? '–' : duration(time), String(page.scores.overall ?? '–'), ...categories.map((category) => String(page.scores[category] ?? '–')), String(failedCount(page.findings))];
  });
  const site = ['Whole site', '', duration(elapsedMs), String(report.scores.overall ?? '–'), ...categories.map((category) => String(report.scores[category] ?? '–')), String(foldFindings(report).filter((group) => group.finding.outcome === 'failed').length)];
  const scoreColumns = new Set(Array.from({ length: categories.length + 1 }, (_, index) => index + 3));
  const all = [header, ...rows, site];
  const lines = table(all, (row, column, text) => {
    if (row === 0) return paint(text, 'dim');
    const value = Number(text.trim());
    if (scoreColumns.has(column) && text.trim() !== '–' && Number.isFinite(value)) return paint(text, scoreTone(value));
    if (column === 1 && text.trim() === 'error') return paint(text, 'poor');
    return text;
  });
  const out = ['', ...lines];
  const failures = report.pages.filter((page) => page.error !== null);
  if (failures.length > 0) {
    out.push('', `Pages with errors (${failures.length}):`);
    for (const page of failures) out.push(`  ${shortUrl(page.url, origin)}: ${page.error}`);
  }
  const unmeasured = report.pages.flatMap((page) => (page.unmeasured ?? []).map((entry) => `  ${shortUrl(page.url, origin)} (${entry.device}): ${entry.reason}`));
  if (unmeasured.length > 0) out.push('', `Not measured there, so left out of the scores (${unmeasured.length}):`, ...unmeasured);
  const failed = foldFindings(report).filter((group) => group.finding.outcome === 'failed');
  if (failed.length > 0) {
    out.push('', `Failed findings (${failed.length}, each listed once with the pages it is on):`);
    const severityWidth = Math.max(...failed.slice(0, maxFindings).map((group) => group.severity.length));
    for (const group of failed.slice(0, maxFindings)) {
      const severity = group.severity.padEnd(severityWidth);
      out.push(`  ${group.severity === 'critical' || group.severity === 'serious' ? paint(severity, 'poor') : severity}  ${group.finding.title} — ${wherePhrase(group.pages, report)}`);
    }
    if (failed.length > maxFindings) out.push(`  … and ${failed.length - maxFindings} more in the report`);
  }
  out.push('', output === null ? 'Report written to standard output.' : `Report written to ${output}`);
  if (filesDir !== null) out.push(`Screenshots and other files in ${filesDir}`);
  return `${out.join('\n')}\n`;
}
