import type { AnalysisSummary } from '../reports/types';
import { PROGRESS_STAGE_INDEX } from './strings';

/** Which of the five steps is current (0 queued … 4 ready). */
export function stepOf(analysis: AnalysisSummary): number {
  if (analysis.status === 'completed') return 4;
  if (analysis.status === 'queued' || analysis.status === 'failed') return analysis.stage ? (PROGRESS_STAGE_INDEX[analysis.stage] ?? 2) : 0;
  return analysis.stage ? (PROGRESS_STAGE_INDEX[analysis.stage] ?? 2) : 1;
}

/** 0..1 for the bar: the pages carry most of the weight because they take most of the time. */
export function fractionOf(analysis: AnalysisSummary): number {
  if (analysis.status === 'completed') return 1;
  const step = stepOf(analysis);
  if (step === 0) return 0.02;
  if (step === 1) return 0.08;
  if (step === 3) return 0.95;
  const found = Math.max(analysis.pagesFound, 1);
  return 0.1 + 0.85 * Math.min(analysis.pagesDone / found, 1);
}

/**
 * Time left from this run's own pace (elapsed per finished page times pages left); null until a
 * page has finished, because before that any number would be invented.
 */
export function estimateRemainingMs(analysis: AnalysisSummary, now: number): number | null {
  if (analysis.status !== 'running' || analysis.startedAt === null || analysis.pagesDone === 0) return null;
  const elapsed = now - new Date(analysis.startedAt).getTime();
  const left = Math.max(analysis.pagesFound - analysis.pagesDone, 0);
  return (elapsed / analysis.pagesDone) * left;
}
