// `npm run bench:content`: Lighthouse (performance, accessibility, best practices, SEO; mobile
// defaults, simulated throttling) on our public content pages — the home page, a guide, a guide
// hub and a blog article — served by the real server from the web build that `npm run build` made
// (nothing is built here), on a fresh DATA_DIR. Each page is measured RUNS times, each time in a
// new browser context (a first visit: no cache); every run is printed, with the audits that
// failed in accessibility, best practices and SEO and the elements Lighthouse names, and the
// goals are judged on the medians: performance ≥ 95, accessibility 100, SEO 100, and on the
// content pages (not the home page, whose analysis form is an app) at most 100 kB of gzipped
// JavaScript. Exits non-zero when a goal is missed. Paths given on the command line
// (`npm run bench:content -- / /features`) are measured instead of those four; a path not in the
// list counts as a content page. On home, whose app starts when a visitor shows up
// (src/home-runtime), it also prints what that costs the visitor: from a first pointer move until
// the app is ready, in wall time and in main-thread blocking (long tasks over 50 ms), at
// Lighthouse's 4× CPU slowdown without network throttling (information, no goal).
import { loadavg } from 'node:os';
import { BrowserManager } from '@sightline/analyzer';
import { kb, lighthouseRun, median, noteSlowCpu, requireWebBuild, seconds, startBenchServer, verdict, waitForWebBuild, webBuildStamp, type BenchServer, type Category, type FailingAudit, type Run } from './lighthouse-pages';

const RUNS = 3;
const GOAL_PERFORMANCE = 95;
const GOAL_ACCESSIBILITY = 100;
const GOAL_SEO = 100;
const GOAL_JS_KB = 100;
/** How many of the elements (or other items) an audit names are printed. */
const MAX_ITEMS = 12;
/** Tries of one run before the page counts as not measured. */
const ATTEMPTS = 3;
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];
const LISTED: Category[] = ['accessibility', 'best-practices', 'seo'];
const LABEL: Record<Category, string> = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };

const DEFAULT_PAGES = [
  { name: 'Home page', path: '/', content: false },
  { name: 'Guide', path: '/guides/laws/fitts-law', content: true },
  { name: 'Guide hub', path: '/guides/cognitive-biases', content: true },
  { name: 'Blog article', path: '/blog/wcag-22-whats-new', content: true },
];
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
/** Runs of the app's arrival on home. */
const ARRIVAL_RUNS = 3;
const PAGES = requested.length ? requested.map((path) => DEFAULT_PAGES.find((page) => page.path === path) ?? { name: 'Page', path, content: true }) : DEFAULT_PAGES;

requireWebBuild();

const scoresOf = (scores: Run['scores']) => CATEGORIES.map((category) => `${LABEL[category]} ${scores[category] ?? '?'}`).join(', ');

function describeRun(run: Run): string {
  const failing = LISTED.map((category) => `${LABEL[category]}: ${run.failing[category]!.map((audit) => audit.id).join(', ') || '—'}`).join('; ');
  return `${scoresOf(run.scores)}; FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, JS ${kb(run.jsGzipped)} gzipped (${run.jsFiles} files); CPU benchmark ${Math.round(run.benchmarkIndex)}\n         failing audits: ${failing}`;
}

/** Every audit that failed in some run, with in how many runs, its title and the union of what it named. */
function printFailing(runs: Run[]): void {
  for (const category of LISTED) {
    const byId = new Map<string, { audit: FailingAudit; runs: number; items: Set<string> }>();
    for (const run of runs) {
      for (const audit of run.failing[category]!) {
        const entry = byId.get(audit.id) ?? { audit, runs: 0, items: new Set<string>() };
        entry.runs += 1;
        audit.items.forEach((item) => entry.items.add(item));
        byId.set(audit.id, entry);
      }
    }
    if (byId.size === 0) {
      console.log(`  ${LABEL[category]}: no failing audit`);
      continue;
    }
    console.log(`  ${LABEL[category]}: failing audits`);
    for (const { audit, runs: failedIn, items } of byId.values()) {
      const score = audit.score === null ? 'error' : `score ${audit.score}`;
      console.log(`    ${audit.id} — ${audit.title} (${score}; failed in ${failedIn} of ${runs.length} runs)`);
      if (audit.explanation) console.log(`      ${audit.explanation.replace(/\s+/g, ' ')}`);
      const listed = [...items];
      listed.slice(0, MAX_ITEMS).forEach((item) => console.log(`      - ${item}`));
      if (listed.length > MAX_ITEMS) console.log(`      … and ${listed.length - MAX_ITEMS} more`);
    }
  }
}

interface Summary {
  name: string;
  path: string;
  medians: Record<Category, number> | null;
  js: number | null;
  met: boolean;
}

/** Prints each run, the medians, the failing audits and one line per goal. */
function judge(runs: Run[], content: boolean): { met: boolean; medians: Record<Category, number>; js: number } {
  runs.forEach((run, index) => console.log(`  run ${index + 1}: ${describeRun(run)}`));
  const medians = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]!))])) as Record<Category, number>;
  const js = median(runs.map((run) => run.jsGzipped));
  console.log(
    `  median: ${scoresOf(medians)}; FCP ${seconds(median(runs.map((run) => run.fcp)))}, LCP ${seconds(median(runs.map((run) => run.lcp)))}, TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms, CLS ${median(runs.map((run) => run.cls)).toFixed(3)}, JS ${kb(js)} gzipped (${median(runs.map((run) => run.jsFiles))} files)`,
  );
  noteSlowCpu(runs);
  const scripts = [...runs.at(-1)!.scripts].sort((a, b) => b.gzipped - a.gzipped);
  console.log(`  JS files (last run, largest first): ${scripts.map((script) => `${new URL(script.url).pathname} ${kb(script.gzipped)}`).join(', ')}`);
  printFailing(runs);
  const results = [
    verdict(`performance ≥ ${GOAL_PERFORMANCE}`, String(medians.performance), medians.performance >= GOAL_PERFORMANCE),
    verdict(`accessibility = ${GOAL_ACCESSIBILITY}`, String(medians.accessibility), medians.accessibility >= GOAL_ACCESSIBILITY),
    verdict(`SEO = ${GOAL_SEO}`, String(medians.seo), medians.seo >= GOAL_SEO),
  ];
  if (content) results.push(verdict(`JS a content page needs ≤ ${GOAL_JS_KB} kB gzipped`, kb(js), js <= GOAL_JS_KB * 1000));
  else console.log(`  info  JS ${kb(js)} gzipped (the ${GOAL_JS_KB} kB goal is for content pages)`);
  return { met: results.every(Boolean), medians, js };
}

/** From a first pointer move on a fresh visit to home until its app is ready (html[data-app="ready"]), with the main-thread blocking meanwhile. */
async function appArrival(url: string, port: number): Promise<{ readyMs: number; blockingMs: number }> {
  const { default: puppeteer } = await import('puppeteer-core');
  const connected = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const context = await connected.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823 });
    await page.emulateCPUThrottling(4);
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(
      () =>
        new Promise<{ readyMs: number; blockingMs: number }>((resolve) => {
          let blockingMs = 0;
          new PerformanceObserver((list) => list.getEntries().forEach((task) => (blockingMs += Math.max(0, task.duration - 50)))).observe({ type: 'longtask' });
          const movedAt = performance.now();
          new MutationObserver(() => {
            // The observer reports long tasks after they end: one more frame lets the last one in.
            if (document.documentElement.dataset.app === 'ready') requestAnimationFrame(() => setTimeout(() => resolve({ readyMs: performance.now() - movedAt, blockingMs })));
          }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
          document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: 100, clientY: 300 }));
        }),
    );
  } finally {
    await context.close();
    await connected.disconnect();
  }
}

let server = null as BenchServer | null;
/** webBuildStamp() of the build the running server serves. */
let servedBuild = 0;

/** (Re)starts the server on a whole, quiet build: it reads the prerendered pages once, when it starts. */
async function serveCurrentBuild(): Promise<BenchServer> {
  await waitForWebBuild(true);
  await server?.stop();
  servedBuild = webBuildStamp();
  server = await startBenchServer('content');
  await server.ready();
  return server;
}

/**
 * One Lighthouse run of `path`. Others may rebuild the web app meanwhile (the hashed files the
 * served pages name then vanish), and Lighthouse sometimes fails to trace a load on a busy machine
 * (NO_NAVSTART): a failed run is run again, up to ATTEMPTS times in all, on a server restarted on
 * the new build when the build changed.
 */
async function measure(path: string, label: string): Promise<{ run: Run; build: number }> {
  for (let attempt = 1; ; attempt++) {
    if (webBuildStamp() !== servedBuild) {
      console.log(`  (the web build was rewritten: restarting the server on the new one before ${label})`);
      await serveCurrentBuild();
      console.log(`  (now at ${server!.origin}${path})`);
    }
    try {
      const build = servedBuild;
      return { run: await lighthouseRun(`${server!.origin}${path}`, browser.port!, CATEGORIES), build };
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  ${label} failed, running it again: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const browser = new BrowserManager({ debuggingPort: true });
const summaries: Summary[] = [];

try {
  await serveCurrentBuild();
  await browser.get();
  for (const { name, path, content } of PAGES) {
    console.log(`\n${name} (${server!.origin}${path}), Lighthouse ${CATEGORIES.map((category) => LABEL[category]).join(', ')}, mobile defaults, ${RUNS} runs (load average ${loadavg()[0]!.toFixed(1)} on this machine):`);
    try {
      const runs: Run[] = [];
      const builds = new Set<number>();
      for (let index = 0; index < RUNS; index++) {
        const { run, build } = await measure(path, `run ${index + 1}`);
        runs.push(run);
        builds.add(build);
      }
      if (builds.size > 1) console.log(`  note: the web build was rewritten between these runs (someone rebuilt): they measured ${builds.size} builds.`);
      summaries.push({ name, path, ...judge(runs, content) });
      if (path === '/') {
        const arrivals = [];
        for (let index = 0; index < ARRIVAL_RUNS; index++) arrivals.push(await appArrival(`${server!.origin}${path}`, browser.port!));
        arrivals.forEach((arrival, index) => console.log(`  app arrival ${index + 1}: ready ${Math.round(arrival.readyMs)} ms after the first pointer move, main thread blocked ${Math.round(arrival.blockingMs)} ms (4× CPU slowdown, no network throttling)`));
        console.log(`  info  app ready a median ${Math.round(median(arrivals.map((arrival) => arrival.readyMs)))} ms after a visitor shows up, blocking ${Math.round(median(arrivals.map((arrival) => arrival.blockingMs)))} ms`);
      }
    } catch (error) {
      console.log(`  FAIL  could not measure: ${error instanceof Error ? error.message : String(error)}`);
      summaries.push({ name, path, medians: null, js: null, met: false });
    }
  }
  console.log('\nMedians:');
  for (const { name, path, medians, js, met } of summaries) {
    console.log(`  ${met ? 'pass' : 'FAIL'}  ${`${name} ${path}`.padEnd(44)} ${medians ? `${scoresOf(medians)}, JS ${kb(js!)} gzipped` : 'not measured'}`);
  }
  const allMet = summaries.every((summary) => summary.met);
  console.log(`\n${allMet ? 'Every goal met.' : 'Some goals MISSED.'}`);
  if (!allMet) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server?.stop();
}
