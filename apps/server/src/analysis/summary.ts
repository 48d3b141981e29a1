import type { Analysis, ShareLink } from '@sightline/db';
import type { AnalysisSummaryBody } from '../schemas/analyses';
import { ANALYSIS_DEVICES } from './analysis-job-settings';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function summarizeAnalysis(analysis: Analysis): AnalysisSummaryBody {
  return {
    syntheticId: analysis.id,
    domain: analysis.domain,
    startUrl: analysis.request.startUrl,
    status: analysis.status,
    stage: analysis.stage,
    pagesFound: analysis.pagesFound,
    pagesDone: analysis.pagesDone,
    pagesInProgress: analysis.pagesInProgress,
    devices: [...ANALYSIS_DEVICES],
    progressAt: iso(analysis.progressAt),
    maxPages: analysis.request.maxPages,
    attempts: analysis.attempts,
    error: analysis.error,
    scores: analysis.scores,
    createdAt: analysis.createdAt.toISOString(),
    startedAt: iso(analysis.startedAt),
    finishedAt: iso(analysis.finishedAt),
    notifyRequested: analysis.notifyEmail !== null,
  };
}

export function summarizeShareLink(link: ShareLink) {
  return { id: link.id, view: link.view, viewCount: link.viewCount, createdAt: link.createdAt.toISOString(), expiresAt: iso(link.expiresAt), revokedAt: iso(link.revokedAt) };
}
