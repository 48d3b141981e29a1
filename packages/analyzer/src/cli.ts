import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { WCAG_LEVELS, type WcagLevel } from '@sightline/shared';
import { parseHostRules, type HostRule } from '@sightline/shared/net';
import { REPORT_FORMATS, renderReport, type ReportFormat } from './report/index';
import type { AnalysisType, Device, ProgressEvent } from './types';
import { ANALYSIS_TYPES } from './types';

export const USAGE = `Usage: sightline audit <url-or-domain> [options]

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
  --allow-private      allow private, loopback and link-local addresses (your own intranet, tests)
  --no-robots          ignore robots.txt (for your own site)

Environment:
  SIGHTLINE_HOST_RULES where names really connect, e.g. "MAP shop.test 127.0.0.1:8080" (tests, staging)

Exit status: 0 done, 1 below budget, 2 error.`;

class UsageError extends Error {}

function integer(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError(`--${name} must be a whole number of at least ${min}`);
  return Number(value);
}

export interface CliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
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
    const hostRules = hostRulesOf(io.env ?? process.env);
    const budget = integer(values.budget, 'budget', 0);
    if (budget !== undefined && budget > 100) throw new UsageError('--budget must be between 0 and 100');
    const output = values.output;
    // Files (screenshots) go next to the report: always with --screenshots, and for UI_ANALYSIS whenever
    // there is a report file to put them next to.
    const wantsFiles = Boolean(values.screenshots) || (output !== undefined && types.includes('UI_ANALYSIS'));
    const outputDir = wantsFiles ? (output ? join(dirname(output), `${output.replace(/^.*\//, '').replace(/\.[^.]+$/, '')}-files`) : 'sightline-files') : null;

    const progress = io.stderr.isTTY ? progressPrinter(io.stderr) : undefined;
    // Loaded only now: the engine pulls in every gatherer (Lighthouse among them), which takes
    // seconds, and --help or a usage error should answer at once.
    const { run } = await import('./runner');
    const report = await run(
      {
        url: target,
        hostRules,
        maxPages: integer(values['max-pages'], 'max-pages', 1),
        maxDepth: integer(values['max-depth'], 'max-depth', 0),
        concurrency: integer(values.concurrency, 'concurrency', 1),
        runs: integer(values.runs, 'runs', 1),
        wcagLevel,
        analysisTypes: types as AnalysisType[],
        devices,
        screenshots: Boolean(values.screenshots),
        allowPrivate: Boolean(values['allow-private']),
        respectRobots: !values['no-robots'] && values.robots !== false,
        outputDir,
      },
      progress,
    );
    if (progress) io.stderr.write('\n');
    const text = await renderReport(report, format);
    if (output) await writeFile(output, text);
    else io.stdout.write(text);
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

function progressPrinter(stream: NodeJS.WritableStream): (event: ProgressEvent) => void {
  let found = 0;
  let done = 0;
  return (event) => {
    if (event.type === 'discovered') found = event.found;
    if (event.type === 'page-done') {
      done = event.done;
      found = event.found;
    }
    const detail = event.type === 'stage' ? event.stage : event.type === 'page-start' ? `${event.device} ${event.url}` : '';
    stream.write(`\r\x1b[2K[${done}/${found}] ${detail}`.slice(0, 160));
  };
}
