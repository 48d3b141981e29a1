import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { WCAG_LEVELS, type WcagLevel } from '@sightline/shared';
import { parseHostRules, type HostRule } from '@sightline/shared/net';
import { pageTimeLimit } from './pipeline/page-time-limit';
import { REPORT_FORMATS, renderReport, type ReportFormat } from './report/index';
import { DEFAULT_GUIDE_BASE_URL } from './report/links';
import { ansi, pageLine, plain, progressLine, RunTracker, summary, type Paint } from './report/terminal';
import type { RunInput } from './runner';
import type { AnalysisType, Device, ProgressEvent, Report } from './types';
import { ANALYSIS_TYPES } from './types';

export const USAGE = `Usage: sightline audit <url-or-domain> [options]
       sightline agent <url-or-domain> --task TASK [--persona P]   (sightline agent --help)
       sightline bias survey --input FILE [options]   (sightline bias --help)
       sightline bias classify [--input FILE] [--output FILE]   (sightline bias classify --help)

  --max-pages N        pages to analyse at most (default 25)
  --max-depth N        link depth from the start page (default 3)
  --types LIST         comma-separated: ${ANALYSIS_TYPES.join(',')} (default all)
  --device D           mobile | desktop | both (default mobile)
  --screenshots        take a screenshot of each page (embedded in the HTML report)
  --format F           json | html | csv | md (default json)
  --output FILE        write the report to FILE instead of standard output
  --budget SCORE       exit with status 1 when the overall score is below SCORE
  --concurrency N      pages analysed in parallel (default: one per core, at most 4)
  --runs N             lab-performance (Lighthouse) runs per sampled page; the median is reported
                       (default 3 up to 3 pages, 2 up to 10, then 1)
  --wcag-level L       WCAG conformance target: A | AA | AAA (default AA); checks above it are advice
  --page-timeout S     seconds one page may take on one device (default: from the analyses chosen and the
                       pages in parallel, e.g. ${pageTimeLimit(ANALYSIS_TYPES, 2, 2) / 1000} for all of them, two pages at a time on 2 cores;
                       a page Lighthouse measures gets its run's time on top)
  --guide-base-url URL where the Sightline guides linked from HTML and Markdown reports are served
                       (default SIGHTLINE_PUBLIC_URL, else ${DEFAULT_GUIDE_BASE_URL}, where \`npm start\` serves them)
  --quiet              print no progress, page lines or summary (errors still go to standard error)
  --allow-private      allow private, loopback and link-local addresses (your own intranet, tests)
  --no-robots          ignore robots.txt (for your own site)

Progress and a summary go to standard error: one changing line on a terminal, one line per page
otherwise (logs, CI). NO_COLOR turns colours off.

Environment:
  SIGHTLINE_HOST_RULES where names really connect, e.g. "MAP shop.test 127.0.0.1:8080" (tests, staging)
  SIGHTLINE_PUBLIC_URL the address of your Sightline, for guide links (see --guide-base-url)

Exit status: 0 done, 1 below budget, 2 error.`;

class UsageError extends Error {}

function integer(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError(`--${name} must be a whole number of at least ${min}`);
  return Number(value);
}

export interface CliIo {
  /** Read by `sightline bias classify` without --input (default: process.stdin). */
  stdin?: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env?: NodeJS.ProcessEnv;
}

function hostRulesOf(env: NodeJS.ProcessEnv): HostRule[] {
  try {
    return parseHostRules(env.SIGHTLINE_HOST_RULES);
  } catch (error) {
    throw new UsageError(`SIGHTLINE_HOST_RULES is invalid: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs the CLI and returns the exit status (never calls process.exit, so tests can call it). */
export async function main(argv: string[], io: CliIo = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  if (argv[0] === 'bias') return (await import('./bias-cli')).biasMain(argv.slice(1), io);
  if (argv[0] === 'agent') return (await import('./agent-cli')).agentMain(argv.slice(1), io);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'max-pages': { type: 'string' },
        'max-depth': { type: 'string' },
        types: { type: 'string' },
        device: { type: 'string' },
        screenshots: { type: 'boolean' },
        format: { type: 'string' },
        output: { type: 'string', short: 'o' },
        budget: { type: 'string' },
        concurrency: { type: 'string' },
        runs: { type: 'string' },
        'wcag-level': { type: 'string' },
        'page-timeout': { type: 'string' },
        'guide-base-url': { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
        'allow-private': { type: 'boolean' },
        robots: { type: 'boolean' },
        'no-robots': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  try {
    const [command, target, ...extra] = positionals;
    if (command !== 'audit' || !target || extra.length > 0) throw new UsageError('Expected: sightline audit <url-or-domain>');
    const format = (values.format ?? 'json') as ReportFormat;
    if (!REPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${REPORT_FORMATS.join(', ')}`);
    const types = values.types?.split(',').map((type) => type.trim().toUpperCase()) ?? [...ANALYSIS_TYPES];
    const unknown = types.filter((type) => !ANALYSIS_TYPES.includes(type as AnalysisType));
    if (unknown.length > 0 || types.length === 0) throw new UsageError(`Unknown analysis type ${unknown.join(', ')}; use ${ANALYSIS_TYPES.join(',')}`);
    const device = values.device ?? 'mobile';
    const devices: Device[] = device === 'both' ? ['mobile', 'desktop'] : device === 'mobile' || device === 'desktop' ? [device] : [];
    if (devices.length === 0) throw new UsageError('--device must be mobile, desktop or both');
    const wcagLevel = values['wcag-level']?.toUpperCase() as WcagLevel | undefined;
    if (wcagLevel !== undefined && !WCAG_LEVELS.includes(wcagLevel)) throw new UsageError(`--wcag-level must be one of ${WCAG_LEVELS.join(', ')}`);
    const env = io.env ?? process.env;
    const hostRules = hostRulesOf(env);
    const pageTimeoutSeconds = integer(values['page-timeout'], 'page-timeout', 5);
    const guideBaseUrl = values['guide-base-url'] ?? (env.SIGHTLINE_PUBLIC_URL || DEFAULT_GUIDE_BASE_URL);
    if (!URL.canParse(guideBaseUrl) || !/^https?:$/.test(new URL(guideBaseUrl).protocol)) throw new UsageError('--guide-base-url must be an http:// or https:// URL');
    const budget = integer(values.budget, 'budget', 0);
    if (budget !== undefined && budget > 100) throw new UsageError('--budget must be between 0 and 100');
    const output = values.output;
    // Files (screenshots) go next to the report: always with --screenshots, and for UI_ANALYSIS and
    // DECEPTIVE_DESIGN (annotated screenshots) whenever there is a report file to put them next to.
    const wantsFiles = Boolean(values.screenshots) || (output !== undefined && (types.includes('UI_ANALYSIS') || types.includes('DECEPTIVE_DESIGN')));
    const outputDir = wantsFiles ? (output ? join(dirname(output), `${output.replace(/^.*\//, '').replace(/\.[^.]+$/, '')}-files`) : 'sightline-files') : null;

    // Lighthouse takes seconds to load in its process: it starts now, beside the engine's own loading
    // (2-3 CPU seconds each), instead of once the engine is up.
    if (types.includes('PAGE_SPEED')) (await import('./gatherers/performance/lab-process')).preloadLighthouse();
    // Loaded only now: the engine pulls in every gatherer and audit, which takes seconds, and --help
    // or a usage error should answer at once.
    const { resolveOptions, run } = await import('./runner');
    const input: RunInput = {
      url: target,
      hostRules,
      maxPages: integer(values['max-pages'], 'max-pages', 1),
      maxDepth: integer(values['max-depth'], 'max-depth', 0),
      concurrency: integer(values.concurrency, 'concurrency', 1),
      runs: integer(values.runs, 'runs', 1),
      pageTimeout: pageTimeoutSeconds === undefined ? undefined : pageTimeoutSeconds * 1000,
      wcagLevel,
      analysisTypes: types as AnalysisType[],
      devices,
      screenshots: Boolean(values.screenshots),
      allowPrivate: Boolean(values['allow-private']),
      respectRobots: !values['no-robots'] && values.robots !== false,
      outputDir,
    };
    const { maxPages, concurrency } = resolveOptions(input);
    const view = values.quiet ? null : new RunView(io.stderr, { tty: Boolean(io.stderr.isTTY), color: !env.NO_COLOR, maxPages, concurrency });
    const report = await run(input, view?.onProgress).finally(() => view?.stop());
    const text = await renderReport(report, format, { guideBaseUrl });
    if (output) await writeFile(output, text);
    else io.stdout.write(text);
    view?.summary(report, output ?? null, report.options.outputDir);
    if (budget !== undefined && (report.scores.overall ?? 0) < budget) {
      io.stderr.write(`Overall score ${report.scores.overall ?? 'n/a'} is below the budget of ${budget}\n`);
      return 1;
    }
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(error instanceof UsageError ? `${message}\n\n${USAGE}\n` : `sightline: ${error instanceof Error && error.name === 'RunError' ? '' : 'unexpected error: '}${message}\n`);
    return 2;
  }
}

/**
 * Progress and the summary on standard error: on a terminal one line rewritten as the run moves
 * (and every second, for the elapsed time), otherwise one line per finished page.
 */
class RunView {
  private readonly tracker: RunTracker;
  private readonly tty: boolean;
  private readonly paint: Paint;
  private readonly ticker: NodeJS.Timeout | null = null;
  private origin = '';

  constructor(
    private readonly stream: CliIo['stderr'],
    { tty, color, maxPages, concurrency }: { tty: boolean; color: boolean; maxPages: number; concurrency: number },
  ) {
    this.tty = tty;
    this.tracker = new RunTracker(performance.now(), maxPages, concurrency);
    this.paint = tty && color ? ansi : plain;
    if (tty) {
      this.ticker = setInterval(() => this.redraw(), 1000);
      this.ticker.unref();
    }
  }

  readonly onProgress = (event: ProgressEvent): void => {
    if (event.type === 'page-start' && !this.origin) this.origin = new URL(event.url).origin;
    const page = this.tracker.take(event, performance.now());
    if (this.tty) this.redraw();
    else if (page) this.stream.write(`${pageLine(page)}\n`);
  };

  private redraw(): void {
    this.stream.write(`\r\x1b[2K${progressLine(this.tracker.state(performance.now()), this.origin, (this.stream.columns || 80) - 1)}`);
  }

  stop(): void {
    if (this.ticker) clearInterval(this.ticker);
    if (this.tty) this.stream.write('\r\x1b[2K');
  }

  summary(report: Report, output: string | null, filesDir: string | null): void {
    const times = new Map(this.tracker.pages.map((page) => [page.url, page.ms]));
    this.stream.write(summary({ report, times, elapsedMs: this.tracker.state(performance.now()).elapsedMs, output, filesDir, paint: this.paint }));
  }
}
