// eval:act rates rules the way the W3C ACT implementation reports do (act-rules/act-tools).
import { describe, expect, it } from 'vitest';
import { falsePositives, findProcedureSet, getConsistency, type TestResult } from '../../../scripts/act/consistency';

const result = (expected: TestResult['expected'], ...outcomes: TestResult['outcomes']): TestResult => ({ testcaseId: `${expected}-${outcomes.join('-')}`, expected, outcomes });

describe('ACT consistency', () => {
  it('is complete with no false positives, no false negatives and nothing untested; cantTell is allowed', () => {
    expect(getConsistency([result('failed', 'failed'), result('failed', 'cantTell'), result('passed', 'cantTell'), result('inapplicable', 'inapplicable')])).toBe('complete');
  });
  it('is partial with a true positive but a missed failure or an untested case', () => {
    expect(getConsistency([result('failed', 'failed'), result('failed', 'passed')])).toBe('partial');
    expect(getConsistency([result('failed', 'failed'), result('passed', 'untested')])).toBe('partial');
  });
  it('is inconsistent (null) with any failure reported on a case expected to pass', () => {
    expect(getConsistency([result('failed', 'failed'), result('inapplicable', 'failed')])).toBeNull();
  });
  it('is minimal with only cantTell and no inapplicable case flagged', () => {
    expect(getConsistency([result('failed', 'cantTell'), result('inapplicable', 'inapplicable')])).toBe('minimal');
  });
  it('combines the best procedures, so two partial procedures can make a complete rule', () => {
    const a = { procedureName: 'a', testResults: [{ testcaseId: '1', expected: 'failed' as const, outcomes: ['failed' as const] }, { testcaseId: '2', expected: 'failed' as const, outcomes: ['passed' as const] }] };
    const b = { procedureName: 'b', testResults: [{ testcaseId: '1', expected: 'failed' as const, outcomes: ['passed' as const] }, { testcaseId: '2', expected: 'failed' as const, outcomes: ['failed' as const] }] };
    const set = findProcedureSet([a, b]);
    expect(set.consistency).toBe('complete');
    expect(set.procedureNames).toEqual(['a', 'b']);
    expect(set.coverage).toEqual({ covered: 2, untested: 0, cantTell: 0, testCaseTotal: 2 });
  });
  it('lists every false positive of every procedure', () => {
    const a = { procedureName: 'a', testResults: [{ testcaseId: '1', expected: 'passed' as const, outcomes: ['failed' as const] }] };
    expect(falsePositives([a])).toEqual([{ procedureName: 'a', testcaseId: '1' }]);
  });
});
