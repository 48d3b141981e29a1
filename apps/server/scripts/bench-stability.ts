// `npm run bench:stability`: how much an analysis of an unchanged site moves from run to run. Runs
// the engine as the server's job does (all five types, mobile, screenshots, default lab runs) five
// times over the stability fixture (packages/analyzer/test/fixtures/stability-site: a web font, a
// fade-in, a carousel, a promotion fetched late, lazy images, a host with uneven response times),
// then prints:
//   1. every audit that is not a timing measurement, and whether all runs gave the same result on
//      every page (outcome, score, severity, value shown, elements named, in order);
//   2. each score's min, max and largest distance from the median (goal: within ±2);
//   3. each lab metric's spread per page (the median of the lab runs, as reported);
//   4. what "What changed" would announce between consecutive runs (goal: no new or fixed issues,
//      no score change outside the noise band).
// Options (environment): STABILITY_RUNS (analyses, default 5), STABILITY_LAB_RUNS (Lighthouse runs
// per sampled page; default: the analyzer's own default), STABILITY_SAVE=file (write the reports
// there), STABILITY_FROM=file (print the figures of reports saved before, without analysing).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyze, type Finding, type Report } from '@sightline/analyzer';
import { LAB_METRICS } from '../../../packages/analyzer/src/gatherers/performance/lab-performance';
import { AUDITS_BY_TYPE } from '../../../packages/analyzer/src/config/registry';
import { startStabilitySite } from '../../../packages/analyzer/test/fixtures/stability-site/serve';
import { diffAnalyses } from '../src/analysis/changes';

const RUNS = Number(process.env.STABILITY_RUNS ?? 5);
const LAB_RUNS = process.env.STABILITY_LAB_RUNS ? Number(process.env.STABILITY_LAB_RUNS) : undefined;
const SCORE_GOAL = 2;

// What Lighthouse measures: lab figures, with their own spreads below.
const LAB = new Set<string>(
  Object.values(AUDITS_BY_TYPE)
    .flat()
    .filter((audit) => (audit.meta.requiredArtifacts as readonly string[]).includes('LabPerformance'))
    .map((audit) => audit.meta.id),
);
// Timings our own load observed: how long the server took to answer, and how far things moved while
// the page loaded (which depends on what arrived before the first paint). Their outcome must hold;
// their values may move a little. Everything else reads the settled page and must not move at all.
const OBSERVED = new Set(['server-response-time', 'layout-shift-regions']);

const print = (line = '') => process.stdout.write(`${line}\n`);

/** What a reader of the report sees of a finding. */
function fingerprint(finding: Finding): string {
  return JSON.stringify([finding.outcome, finding.score ?? null, finding.outcome === 'failed' ? finding.severity : null, finding.displayValue ?? null, finding.elements.map((element) => element.selector)]);
}

function findingsOf(report: Report): Map<string, Finding> {
  const out = new Map<string, Finding>();
  const path = (url: string) => new URL(url).pathname;
  for (const page of report.pages) for (const finding of page.findings) out.set(`${finding.id} ${path(page.url)} ${finding.device}`, finding);
  for (const finding of report.siteFindings ?? []) out.set(`${finding.id} (site)`, finding);
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function analyseFiveTimes(): Promise<Report[]> {
  const site = await startStabilitySite();
  const work = mkdtempSync(join(tmpdir(), 'sightline-stability-'));
  const reports: Report[] = [];
  try {
    print(`Stability: ${RUNS} analyses of ${site.url} (3 pages, all types, mobile), load ${loadavg()[0]!.toFixed(1)}`);
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      const report = await analyze({
        url: `${site.url}/`,
        maxPages: 3,
        analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'],
        devices: ['mobile'],
        screenshots: true,
        outputDir: join(work, `run-${run}`),
        allowPrivate: true,
        ...(LAB_RUNS ? { runs: LAB_RUNS } : {}),
      });
      reports.push(report);
      const scores = Object.entries(report.scores).map(([key, value]) => `${key} ${value ?? '–'}`).join(', ');
      print(`  run ${run + 1}: ${((performance.now() - start) / 1000).toFixed(1)} s, ${report.pages.length} pages, lab runs ${report.options.runs}, load ${loadavg()[0]!.toFixed(1)}; ${scores}`);
    }
  } finally {
    await site.close();
    rmSync(work, { recursive: true, force: true });
  }
  if (process.env.STABILITY_SAVE) writeFileSync(process.env.STABILITY_SAVE, JSON.stringify(reports));
  return reports;
}

const reports: Report[] = process.env.STABILITY_FROM ? JSON.parse(readFileSync(process.env.STABILITY_FROM, 'utf8')) : await analyseFiveTimes();

// 1. Non-timed audits: identical in every run?
const perRun = reports.map(findingsOf);
const keys = [...new Set(perRun.flatMap((findings) => [...findings.keys()]))].sort();
const byAudit = new Map<string, { keys: number; varying: string[] }>();
const observed = new Map<string, { keys: number; varying: string[] }>();
for (const key of keys) {
  const id = key.split(' ')[0]!;
  if (LAB.has(id)) continue;
  if (OBSERVED.has(id)) {
    const entry = observed.get(id) ?? { keys: 0, varying: [] };
    entry.keys += 1;
    const results = perRun.map((findings) => findings.get(key));
    const outcomes = results.map((finding) => finding?.outcome ?? 'absent');
    if (new Set(outcomes).size > 1) entry.varying.push(`${key.slice(id.length + 1)}: ${results.map((finding) => `${finding?.outcome ?? 'absent'} ${finding?.displayValue ?? ''}`.trim()).join(' | ')}`);
    observed.set(id, entry);
    continue;
  }
  const entry = byAudit.get(id) ?? { keys: 0, varying: [] };
  entry.keys += 1;
  const prints = perRun.map((findings) => {
    const finding = findings.get(key);
    return finding ? fingerprint(finding) : 'absent';
  });
  if (new Set(prints).size > 1) entry.varying.push(`${key.slice(id.length + 1)}: ${[...new Set(prints)].map((value) => `${prints.filter((other) => other === value).length}× ${value}`).join(' | ')}`);
  byAudit.set(id, entry);
}
const varying = [...byAudit].filter(([, entry]) => entry.varying.length > 0);
print();
print(`1. Audits that read the page (${byAudit.size}): ${byAudit.size - varying.length} identical in all ${reports.length} runs, ${varying.length} varied`);
for (const [id, entry] of varying) {
  print(`   ✗ ${id} (${entry.varying.length} of ${entry.keys} results varied)`);
  for (const line of entry.varying) print(`       ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
}
for (const [id, entry] of observed) {
  print(`   ${entry.varying.length === 0 ? '✓' : '✗'} ${id} (observed timing: outcome ${entry.varying.length === 0 ? `the same on all ${entry.keys} pages` : `varied on ${entry.varying.length} of ${entry.keys} pages`})`);
  for (const line of entry.varying) print(`       ${line}`);
}

// 2. Scores.
print();
print(`2. Scores (goal: every run within ±${SCORE_GOAL} of the median)`);
print(`   ${'score'.padEnd(14)} ${'runs'.padEnd(26)} min  max  spread  ±median`);
const scoreKeys = Object.keys(reports[0]!.scores);
for (const key of scoreKeys) {
  const values = reports.map((report) => report.scores[key as keyof Report['scores']]).filter((value): value is number => typeof value === 'number');
  if (values.length === 0) continue;
  const mid = median(values);
  const deviation = Math.max(...values.map((value) => Math.abs(value - mid)));
  print(`   ${key.padEnd(14)} ${values.join(' / ').padEnd(26)} ${String(Math.min(...values)).padStart(3)}  ${String(Math.max(...values)).padStart(3)}  ${String(Math.max(...values) - Math.min(...values)).padStart(6)}  ${deviation.toFixed(1).padStart(7)} ${deviation <= SCORE_GOAL ? '✓' : '✗'}`);
}

// 3. Lab metrics.
print();
print('3. Lab metrics per page (the reported median of each analysis)');
for (const page of reports[0]!.pages) {
  const path = new URL(page.url).pathname;
  for (const id of LAB_METRICS) {
    const values = perRun.map((findings) => findings.get(`${id} ${path} mobile`)?.details?.value).filter((value): value is number => typeof value === 'number');
    if (values.length === 0) continue;
    const unit = id === 'cumulative-layout-shift' ? '' : ' ms';
    const shown = values.map((value) => (unit ? String(Math.round(value)) : value.toFixed(3)));
    const spread = Math.max(...values) - Math.min(...values);
    print(`   ${path.padEnd(22)} ${id.padEnd(26)} ${shown.join(' / ')}  spread ${unit ? Math.round(spread) : spread.toFixed(3)}${unit}`);
  }
}
const benchmarks = reports.map((report) => {
  const indexes = report.pages.map((page) => page.findings.find((finding) => finding.id === 'largest-contentful-paint')?.details?.benchmarkIndex).filter((index): index is number => typeof index === 'number');
  return indexes.length > 0 ? String(Math.min(...indexes)) : '–';
});
print(`   CPU benchmark (Lighthouse BenchmarkIndex, lowest page of each analysis): ${benchmarks.join(' / ')}`);

// 4. What "What changed" would say between consecutive runs.
print();
print('4. "What changed" between consecutive runs (goal: 0 new, 0 fixed, no change called real)');
const totals = { new: 0, fixed: 0, scores: 0, metrics: 0 };
for (let run = 1; run < reports.length; run += 1) {
  const before = reports[run - 1]!;
  const after = reports[run]!;
  const changes = diffAnalyses({ scores: { ...after.scores }, report: after }, { id: `run-${run}`, finishedAt: new Date(before.finishedAt), scores: { ...before.scores }, report: before });
  const moved = Object.entries(changes.scoreChanges)
    .filter(([, change]) => typeof change.delta === 'number' && change.delta !== 0)
    .map(([key, change]) => `${key} ${change.delta! > 0 ? '+' : ''}${change.delta}${change.real ? ' (REAL)' : ''}`);
  const realScores = Object.values(changes.scoreChanges).filter((change) => change.real).length;
  const realMetrics = changes.labMetrics.filter((metric) => metric.real);
  totals.new += changes.newIssues.length;
  totals.fixed += changes.fixedIssues.length;
  totals.scores += realScores;
  totals.metrics += realMetrics.length;
  print(
    `   run ${run} → ${run + 1}${changes.slowMachine ? ' (a slow machine: page speed not compared)' : ''}: ${changes.newIssues.length} new (${changes.newIssues.map((issue) => issue.id).join(', ') || '–'}), ` +
      `${changes.fixedIssues.length} fixed (${changes.fixedIssues.map((issue) => issue.id).join(', ') || '–'}); scores: ${moved.join(', ') || 'no change'}; ` +
      `lab metrics called real: ${realMetrics.map((metric) => `${metric.id} ${new URL(metric.page).pathname} ${metric.delta > 0 ? '+' : ''}${Math.round(metric.delta * 1000) / 1000}`).join(', ') || 'none'}`,
  );
}
print(`   total: ${totals.new} new, ${totals.fixed} fixed, ${totals.scores} score changes and ${totals.metrics} lab-metric changes called real`);

// 5. The largest change between consecutive runs, per score and lab metric: what the noise bands of
// apps/server/src/analysis/changes.ts are set from.
print();
// Timings from a machine Lighthouse calls too slow are not compared (changes.ts), so they do not set the bands either.
const slow = reports.map((report) => report.pages.some((page) => page.findings.some((finding) => finding.details?.slowMachine === true)));
const fastPairs = reports.slice(1).filter((_, index) => !slow[index] && !slow[index + 1]).length;
print(`5. Largest change between consecutive runs (the noise bands are set from these; page speed and timings from the ${fastPairs} pairs measured on a fast enough machine)`);
const largest = new Map<string, number>();
for (let run = 1; run < reports.length; run += 1) {
  const comparable = !slow[run] && !slow[run - 1];
  for (const [key, value] of Object.entries(reports[run]!.scores)) {
    const previous = reports[run - 1]!.scores[key as keyof Report['scores']];
    if (key === 'pageSpeed' && !comparable) continue;
    if (typeof value === 'number' && typeof previous === 'number') largest.set(`score ${key}`, Math.max(largest.get(`score ${key}`) ?? 0, Math.abs(value - previous)));
  }
  if (!comparable) continue;
  for (const [key, finding] of perRun[run]!) {
    const id = key.split(' ')[0]!;
    const detail = id === 'server-response-time' ? 'ttfb' : id === 'layout-shift-regions' ? 'total' : LAB_METRICS.includes(id as never) ? 'value' : null;
    const now = detail ? finding.details?.[detail] : undefined;
    const previous = detail ? perRun[run - 1]!.get(key)?.details?.[detail] : undefined;
    if (typeof now === 'number' && typeof previous === 'number') largest.set(id, Math.max(largest.get(id) ?? 0, Math.abs(now - previous)));
  }
}
for (const [key, value] of largest) print(`   ${key.padEnd(28)} ${Number.isInteger(value) ? value : value.toFixed(3)}`);
