// How the W3C ACT implementation reports rate a tool on one rule, after act-rules/act-tools
// (src/map-implementation/procedure-sets): each procedure (our audit) is rated, the best-rated
// procedures are combined, and a combined set of partial procedures can still be complete.
export type ExpectedOutcome = 'passed' | 'failed' | 'inapplicable';
export type ActualOutcome = ExpectedOutcome | 'cantTell' | 'untested';
export type Consistency = 'complete' | 'partial' | 'minimal' | null;

export interface TestResult {
  testcaseId: string;
  expected: ExpectedOutcome;
  outcomes: ActualOutcome[];
}

export interface ProcedureMapping {
  procedureName: string;
  testResults: TestResult[];
}

export interface Coverage {
  covered: number;
  untested: number;
  cantTell: number;
  testCaseTotal: number;
}

const SATISFIED: readonly ActualOutcome[] = ['passed', 'inapplicable'];

const isFalsePositive = ({ expected, outcomes }: TestResult) => SATISFIED.includes(expected) && outcomes.includes('failed');
const isTruePositive = ({ expected, outcomes }: TestResult) => expected === 'failed' && outcomes.includes('failed');
const isFalseNegative = ({ expected, outcomes }: TestResult) =>
  expected === 'failed' && outcomes.every((outcome) => outcome === 'passed' || outcome === 'inapplicable' || outcome === 'untested');
const isUntested = ({ outcomes }: TestResult) => outcomes.length === 0 || outcomes.includes('untested');

export function getConsistency(testResults: readonly TestResult[]): Consistency {
  if (testResults.some(isFalsePositive)) return null;
  const hasTruePositives = testResults.some(isTruePositive);
  if (hasTruePositives && !testResults.some(isUntested) && !testResults.some(isFalseNegative)) return 'complete';
  if (hasTruePositives) return 'partial';
  const hasCantTell = testResults.some(({ outcomes }) => outcomes.includes('cantTell'));
  const inapplicableAllNegative = testResults.every(
    ({ expected, outcomes }) => expected !== 'inapplicable' || outcomes.every((outcome) => SATISFIED.includes(outcome)),
  );
  return hasCantTell && inapplicableAllNegative ? 'minimal' : null;
}

export function getCoverage(testResults: readonly TestResult[]): Coverage {
  let covered = 0;
  let untested = 0;
  let cantTell = 0;
  for (const result of testResults) {
    if (result.outcomes.includes('untested')) untested++;
    else if (result.outcomes.includes('cantTell')) cantTell++;
    else if (isTruePositive(result) || (SATISFIED.includes(result.expected) && result.outcomes.every((outcome) => SATISFIED.includes(outcome)))) covered++;
  }
  return { covered, untested, cantTell, testCaseTotal: testResults.length };
}

const LEVELS: readonly Consistency[] = ['complete', 'partial', 'minimal', null];

export interface ProcedureSet {
  procedureNames: string[];
  consistency: Consistency;
  coverage: Coverage | null;
  testResults: TestResult[];
}

/** The rule's rating: the best-rated procedures, combined. */
export function findProcedureSet(procedures: readonly ProcedureMapping[]): ProcedureSet {
  if (procedures.length === 0) return { procedureNames: [], consistency: null, coverage: null, testResults: [] };
  const scored = procedures.map((procedure) => ({ procedure, consistency: getConsistency(procedure.testResults), coverage: getCoverage(procedure.testResults) }));
  const best = LEVELS[Math.min(...scored.map(({ consistency }) => LEVELS.indexOf(consistency)))] ?? null;
  const chosen = scored.filter(({ consistency }) => consistency === best).sort((a, b) => b.coverage.covered - a.coverage.covered);
  const first = chosen[0]!.procedure;
  const testResults = first.testResults.map(({ testcaseId, expected }) => ({
    testcaseId,
    expected,
    outcomes: chosen.flatMap(({ procedure }) => procedure.testResults.find((result) => result.testcaseId === testcaseId)?.outcomes ?? []),
  }));
  return {
    procedureNames: chosen.map(({ procedure }) => procedure.procedureName),
    consistency: best === 'partial' ? getConsistency(testResults) : best,
    coverage: getCoverage(testResults),
    testResults,
  };
}

/** Test cases where a procedure reports a failure although the rule expects none. */
export function falsePositives(procedures: readonly ProcedureMapping[]): Array<{ procedureName: string; testcaseId: string }> {
  return procedures.flatMap(({ procedureName, testResults }) =>
    testResults.filter(isFalsePositive).map(({ testcaseId }) => ({ procedureName, testcaseId })),
  );
}
