// npm run eval:act [-- --rules id,id] [--approved | --proposed] [--concurrency N] [--json FILE]
// Runs our accessibility gatherers and audits over the W3C ACT Rules test cases and rates each ACT
// rule the way the W3C implementation reports do, beside axe-core's published row. By default every
// rule runs, approved and proposed; --approved or --proposed runs only those. Each rule is rated by
// W3C's counting (a rule is complete even when some test cases are left to a person, "cantTell") and
// strictly (complete, with every test case decided).
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { findChromePath } from '../src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from '../src/driver/chromium-args.mjs';
import { accessibilityAudits } from '../src/audits/accessibility/index';
import { accessibilityGatherers } from '../src/gatherers/accessibility/index';
import type { Audit, Outcome } from '../src/types';
import { findProcedureSet, falsePositives, type ActualOutcome, type Consistency, type ExpectedOutcome, type ProcedureMapping } from './act/consistency';
import { analyseLoadedPage } from './act/harness';
import { serveDirectory } from './act/static-server';

const CORPUS = process.env.ACT_CORPUS ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpora/act-rules');
const TESTCASE_ROOT = 'WAI/content-assets/wcag-act-rules';
// Test assets missing from the corpus snapshot (README "Known gaps"): cases using them are skipped.
const MISSING_ASSETS = ['perspective-video-silent.mp4', 'perspective-video-with-captions-silent.mp4'];
const PAGE_TIMEOUT = 20_000;

interface TestCase {
  ruleId: string;
  ruleName: string;
  testcaseId: string;
  testcaseTitle: string;
  relativePath: string;
  expected: ExpectedOutcome;
  approved?: boolean;
}

interface PublishedMapping {
  ruleId: string;
  consistency: Consistency;
  procedureNames: string[];
  coverage: { covered: number; cantTell: number; untested: number; testCaseTotal: number } | null;
}

type RuleStatus = 'approved' | 'proposed';

function parseArgs(argv: string[]): { rules: Set<string> | null; only: RuleStatus | null; concurrency: number; json: string } {
  let rules: Set<string> | null = null;
  let only: RuleStatus | null = null;
  let concurrency = 2;
  let json = join(tmpdir(), `sightline-eval-act-${process.pid}.json`);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--rules' && value) {
      rules = new Set(value.split(',').map((id) => id.trim()).filter(Boolean));
      i++;
    } else if (arg === '--approved' || arg === '--proposed') {
      only = arg === '--approved' ? 'approved' : 'proposed';
    } else if (arg === '--json' && value) {
      json = resolve(value);
      i++;
    } else if (arg === '--concurrency' && value) {
      concurrency = Math.max(1, Number.parseInt(value, 10) || 1);
      i++;
    } else {
      throw new Error(`unknown argument ${arg}; use --rules id,id, --approved or --proposed, --concurrency N and --json FILE`);
    }
  }
  return { rules, only, concurrency, json };
}

function toActOutcome(outcome: Outcome): ActualOutcome {
  switch (outcome) {
    case 'failed':
      return 'failed';
    case 'passed':
      return 'passed';
    case 'not-applicable':
      return 'inapplicable';
    case 'needs-review':
      return 'cantTell';
    case 'error':
      return 'untested';
  }
}

const label = (consistency: Consistency, mapped: boolean) => (mapped ? (consistency ?? 'inconsistent') : 'untested');

async function main(): Promise<void> {
  const { rules, only, concurrency, json } = parseArgs(process.argv.slice(2));
  const index = JSON.parse(await readFile(join(CORPUS, TESTCASE_ROOT, 'testcases.json'), 'utf8')) as { testcases: TestCase[] };
  const published = JSON.parse(await readFile(join(CORPUS, 'implementations/axe-core.json'), 'utf8')) as { version: string; actRuleMapping: PublishedMapping[] };
  const audits = accessibilityAudits.filter((audit): audit is Audit => 'audit' in audit);
  const proceduresFor = (ruleId: string) => audits.filter((audit) => audit.meta.act?.includes(ruleId));

  // A rule is approved when W3C approved its test cases; newer cases of it may still be proposed.
  const approvedRules = new Set(index.testcases.filter((testCase) => testCase.approved === true).map((testCase) => testCase.ruleId));
  const statusOf = (ruleId: string): RuleStatus => (approvedRules.has(ruleId) ? 'approved' : 'proposed');
  const allCases = index.testcases.filter((testCase) => (!rules || rules.has(testCase.ruleId)) && (!only || statusOf(testCase.ruleId) === only));
  const skipped: TestCase[] = [];
  const cases: TestCase[] = [];
  for (const testCase of allCases) {
    const html = await readFile(join(CORPUS, TESTCASE_ROOT, testCase.relativePath), 'utf8');
    if (MISSING_ASSETS.some((asset) => html.includes(asset))) skipped.push(testCase);
    else cases.push(testCase);
  }
  const runnable = cases.filter((testCase) => proceduresFor(testCase.ruleId).length > 0);

  const server = await serveDirectory(CORPUS);
  const started = Date.now();
  let browser: Browser | null = null;
  // Keyed by rule and test case: the same test page can serve several rules.
  const outcomes = new Map<string, Map<string, ActualOutcome[]>>();
  const caseKey = (testCase: TestCase) => `${testCase.ruleId}/${testCase.testcaseId}`;
  try {
    browser = await chromium.launch({
      executablePath: findChromePath(),
      args: [...BROWSER_ARGS, '--autoplay-policy=no-user-gesture-required'],
    });
    const queue = [...runnable];
    let done = 0;
    const worker = async (): Promise<void> => {
      const context = await browser!.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        for (let testCase = queue.shift(); testCase; testCase = queue.shift()) {
          const procedures = proceduresFor(testCase.ruleId);
          const perAudit = new Map<string, ActualOutcome[]>();
          const page = await context.newPage();
          // The test case is the page as loaded: a meta refresh or script must not navigate it away.
          let navigations = 0;
          await page.route('**/*', (route) => {
            const request = route.request();
            const leaving = request.isNavigationRequest() && request.frame() === page.mainFrame() && navigations++ > 0;
            // A 204 answer cancels a navigation and leaves the current document in place.
            return leaving ? route.fulfill({ status: 204 }) : route.continue();
          });
          try {
            await page.goto(`${server.origin}/${TESTCASE_ROOT}/${testCase.relativePath}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT });
            const results = await analyseLoadedPage(page, context, procedures, accessibilityGatherers);
            for (const { id, result } of results) perAudit.set(id, [...(perAudit.get(id) ?? []), toActOutcome(result.outcome)]);
          } catch (error) {
            process.stderr.write(`\n${testCase.ruleId} ${testCase.testcaseTitle}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
            for (const procedure of procedures) perAudit.set(procedure.meta.id, ['untested']);
          } finally {
            await page.close().catch(() => undefined);
          }
          outcomes.set(caseKey(testCase), perAudit);
          done++;
          if (process.stderr.isTTY) process.stderr.write(`\r${done}/${runnable.length} test cases`);
          else if (done % 100 === 0) process.stderr.write(`${done}/${runnable.length} test cases, ${Math.round((Date.now() - started) / 1000)} s\n`);
        }
      } finally {
        await context.close();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await browser?.close();
    await server.close();
  }
  const seconds = (Date.now() - started) / 1000;
  if (process.stderr.isTTY) process.stderr.write('\n');

  // Rate every rule of the corpus (or of --rules).
  const ruleIds = [...new Set(cases.map((testCase) => testCase.ruleId))];
  const rows = ruleIds.map((ruleId) => {
    const ruleCases = cases.filter((testCase) => testCase.ruleId === ruleId);
    const first = ruleCases[0]!;
    const procedures: ProcedureMapping[] = proceduresFor(ruleId).map((audit) => ({
      procedureName: audit.meta.id,
      testResults: ruleCases.map((testCase) => ({
        testcaseId: testCase.testcaseId,
        expected: testCase.expected,
        outcomes: outcomes.get(caseKey(testCase))?.get(audit.meta.id) ?? ['untested'],
      })),
    }));
    const set = findProcedureSet(procedures);
    const ours = label(set.consistency, procedures.length > 0);
    // Test cases the chosen procedures leave to a person: W3C's counting allows them in a complete rule.
    const leftToPerson = set.testResults.filter((result) => result.outcomes.includes('cantTell')).map((result) => ruleCases.find((testCase) => testCase.testcaseId === result.testcaseId)!.testcaseTitle);
    const axeRow = published.actRuleMapping.find((mapping) => mapping.ruleId === ruleId);
    return {
      ruleId,
      ruleName: first.ruleName,
      approved: approvedRules.has(ruleId),
      ours,
      strict: ours === 'complete' && leftToPerson.length === 0,
      leftToPerson,
      procedures: set.procedureNames,
      coverage: set.coverage,
      falsePositives: falsePositives(procedures).map((fp) => ({ ...fp, title: ruleCases.find((testCase) => testCase.testcaseId === fp.testcaseId)?.testcaseTitle })),
      axe: axeRow ? label(axeRow.consistency, axeRow.procedureNames.length > 0) : 'untested',
      axeProcedures: axeRow?.procedureNames ?? [],
    };
  });

  const pad = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));
  console.log(`${pad('rule', 7)} ${pad('name', 44)} ${pad('appr', 4)} ${pad('ours', 12)} ${pad('cov/cant/unt/total', 18)} ${pad('FP', 3)} ${pad(`axe ${published.version}`, 12)} procedures`);
  for (const row of rows.sort((a, b) => Number(b.approved) - Number(a.approved) || a.ruleId.localeCompare(b.ruleId))) {
    const coverage = row.coverage ? `${row.coverage.covered}/${row.coverage.cantTell}/${row.coverage.untested}/${row.coverage.testCaseTotal}` : '-';
    console.log(
      `${pad(row.ruleId, 7)} ${pad(row.ruleName, 44)} ${pad(row.approved ? 'yes' : '', 4)} ${pad(row.ours, 12)} ${pad(coverage, 18)} ${pad(String(row.falsePositives.length), 3)} ${pad(row.axe, 12)} ${row.procedures.join('+')}`,
    );
  }
  const tally = (approved: boolean, key: 'ours' | 'axe') => {
    const counts: Record<string, number> = { complete: 0, partial: 0, minimal: 0, inconsistent: 0, untested: 0 };
    for (const row of rows.filter((candidate) => candidate.approved === approved)) counts[row[key]] = (counts[row[key]] ?? 0) + 1;
    return Object.entries(counts).filter(([, count]) => count > 0).map(([name, count]) => `${name} ${count}`).join(', ');
  };
  const fps = rows.flatMap((row) => row.falsePositives.map((fp) => `${row.ruleId} ${fp.procedureName} "${fp.title}" (${fp.testcaseId})`));
  const complete = (approved: boolean) => rows.filter((row) => row.approved === approved && row.ours === 'complete');
  const strict = (approved: boolean) => complete(approved).filter((row) => row.strict).length;
  const axeApprovedComplete = rows.filter((row) => row.approved && row.axe === 'complete').length;
  const notStrict = rows.filter((row) => row.ours === 'complete' && !row.strict).map((row) => `${row.ruleId}${row.approved ? '' : ' (proposed)'}: ${row.leftToPerson.join(', ')}`);
  console.log('');
  console.log(`approved rules: ours ${tally(true, 'ours')} (${strict(true)} complete strictly) | axe-core ${published.version} published ${tally(true, 'axe')}`);
  console.log(`proposed rules: ours ${tally(false, 'ours')} (${strict(false)} complete strictly) | axe-core ${published.version} published ${tally(false, 'axe')}`);
  console.log(
    `TOTAL approved rules complete: ours ${complete(true).length} by W3C's counting, ${strict(true)} strictly (every test case decided); axe-core ${published.version} published ${axeApprovedComplete} by W3C's counting`,
  );
  console.log(`complete rules with test cases left to a person (cantTell): ${notStrict.length}${notStrict.map((line) => `\n  ${line}`).join('')}`);
  console.log(`false positives (failed on a case expected to pass or be inapplicable): ${fps.length}${fps.map((line) => `\n  ${line}`).join('')}`);
  console.log(`${runnable.length} test cases run (${skipped.length} skipped for missing video assets, ${cases.length - runnable.length} of rules we do not map) in ${seconds.toFixed(1)} s, concurrency ${concurrency}`);
  await writeFile(json, JSON.stringify({ seconds, rows, outcomes: Object.fromEntries([...outcomes].map(([id, map]) => [id, Object.fromEntries(map)])) }, null, 2));
  console.log(`machine-readable result: ${json}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
