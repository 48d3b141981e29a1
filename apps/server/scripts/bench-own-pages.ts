// `npm run bench:own-pages`: Lighthouse (performance, mobile defaults, simulated throttling) on our
// own home page and on a shared report, served by the real server from the web build that
// `npm run build` made (nothing is built here). The server runs on a fresh DATA_DIR (PGlite, its
// in-process worker); it analyses a one-page site on 127.0.0.1 so that a report exists, and the
// bench opens that report through a share link as a visitor without the owner cookie would.
// Each page is measured RUNS times, each time in a new browser context (a first visit: no cache);
// every run is printed, and the goals are judged on the medians.
// The Lighthouse run, the JS and compression measurements and the verdicts are in lighthouse-pages.ts,
// shared with `npm run bench:content`.
import { loadavg } from 'node:os';
import { BrowserManager } from '@sightline/analyzer';
import { startFixtureSite } from '../test/helpers/fixture-site';
import { compressionVerdict, kb, lighthouseRun, median, noteSlowCpu, requireWebBuild, seconds, sleep, startBenchServer, verdict, type Run } from './lighthouse-pages';

const RUNS = 3;
const GOAL_PERFORMANCE = 90;
const GOAL_CLS = 0.05;
const GOAL_JS_KB = 150;
const HOST = 'own-pages-shop.test';
// What the home page's form posts (the spec's calls), so the report is the one a visitor gets.
const BODY = { startUrls: [HOST], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'], saveScreenshots: true };

requireWebBuild();

function describeRun(run: Run): string {
  const compressed = run.text.filter((response) => response.compressed).length;
  return `performance ${run.scores.performance}, LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, JS ${kb(run.jsGzipped)} gzipped (${kb(run.jsTransferred)} transferred, ${run.jsFiles} files), text responses ${compressed} of ${run.text.length} compressed; CPU benchmark ${Math.round(run.benchmarkIndex)}`;
}

/** Prints each run, the medians and one line per goal; true when every goal is met. */
function judge(runs: Run[]): boolean {
  runs.forEach((run, index) => console.log(`  run ${index + 1}: ${describeRun(run)}`));
  const performance = median(runs.map((run) => run.scores.performance!));
  const cls = median(runs.map((run) => run.cls));
  const js = median(runs.map((run) => run.jsGzipped));
  console.log(
    `  median: performance ${performance}, LCP ${seconds(median(runs.map((run) => run.lcp)))}, TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms, CLS ${cls.toFixed(3)}, JS ${kb(js)} gzipped (${kb(median(runs.map((run) => run.jsTransferred)))} transferred)`,
  );
  noteSlowCpu(runs);
  const results = [
    verdict(`performance ≥ ${GOAL_PERFORMANCE}`, String(performance), performance >= GOAL_PERFORMANCE),
    verdict(`CLS ≤ ${GOAL_CLS}`, cls.toFixed(3), cls <= GOAL_CLS),
    compressionVerdict(runs),
    verdict(`JS on first load ≤ ${GOAL_JS_KB} kB gzipped`, kb(js), js <= GOAL_JS_KB * 1000),
  ];
  // Where a page's JavaScript goes, when it is over: its largest scripts (of the first run).
  if (js > GOAL_JS_KB * 1000) {
    const largest = [...runs[0]!.scripts].sort((a, b) => b.gzipped - a.gzipped).slice(0, 12);
    for (const script of largest) console.log(`    ${kb(script.gzipped).padStart(9)}  ${new URL(script.url).pathname}`);
  }
  return results.every(Boolean);
}

const site = await startFixtureSite();
const server = await startBenchServer('own-pages', {
  SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
  SIGHTLINE_HOST_RULES: `MAP ${HOST} 127.0.0.1:${site.port}`,
});
const { origin } = server;
const browser = new BrowserManager({ debuggingPort: true });

/** Analyses the fixture site as the home page would and returns the path of a share link to its standard report. */
async function sharedReportPath(): Promise<string> {
  const started = await fetch(`${origin}/api/proxy/v1/crawl`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BODY) });
  if (started.status !== 200) throw new Error(`POST /api/proxy/v1/crawl answered ${started.status}: ${await started.text()}`);
  const { syntheticId } = (await started.json()) as { syntheticId: string };
  const cookie = started.headers.get('set-cookie')!.split(';')[0]!;
  const t0 = Date.now();
  for (;;) {
    const { analysis } = (await (await fetch(`${origin}/api/analyses/${syntheticId}`, { headers: { cookie } })).json()) as { analysis: { status: string; error: string | null } };
    if (analysis.status === 'completed') break;
    if (analysis.status === 'failed') throw new Error(`the analysis failed: ${analysis.error}`);
    if (Date.now() - t0 > 600_000) throw new Error('no report after 10 minutes');
    await sleep(500);
  }
  console.log(`Analysis of the fixture site done in ${seconds(Date.now() - t0)}.`);
  const shared = await fetch(`${origin}/api/analyses/${syntheticId}/share-links`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
  if (shared.status !== 201) throw new Error(`creating a share link answered ${shared.status}: ${await shared.text()}`);
  return new URL(((await shared.json()) as { url: string }).url).pathname;
}

try {
  await server.ready();
  const reportPath = await sharedReportPath();
  await browser.get();
  const pages = [
    { name: 'Home page', url: `${origin}/` },
    { name: 'Shared standard report', url: `${origin}${reportPath}` },
  ];
  let allMet = true;
  for (const { name, url } of pages) {
    console.log(`\n${name} (${url}), Lighthouse performance, mobile defaults, ${RUNS} runs (load average ${loadavg()[0]!.toFixed(1)} on this machine):`);
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index++) runs.push(await lighthouseRun(url, browser.port!, ['performance']));
    allMet = judge(runs) && allMet;
  }
  console.log(`\n${allMet ? 'Every goal met.' : 'Some goals MISSED.'}`);
  if (!allMet) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  await site.close();
}
