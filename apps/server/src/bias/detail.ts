import type { Analysis, QuestionsBiasReportRow, SiteBiasReportRow } from '@sightline/db';
import type { Report } from '@sightline/shared/report';
import { createAssetToken } from '../analysis/asset-token';
import { reportForView } from '../analysis/report-views';
import { summarizeAnalysis } from '../analysis/summary';
import type { OpenedBiasReport } from './access';

/**
 * What a site report shows of its analysis's report: the deceptive-design findings of each page (every
 * outcome, so what was checked and passed is there too) with the pages' screenshots; the other
 * categories, which a site check does not ask for, are left out.
 */
export function deceptiveDesignPart(stored: Report): Report {
  const report = reportForView(stored, 'comprehensive');
  return {
    ...report,
    pages: report.pages.map((page) => ({ ...page, findings: page.findings.filter((finding) => finding.category === 'deceptiveDesign') })),
    siteFindings: report.siteFindings?.filter((finding) => finding.category === 'deceptiveDesign'),
  };
}

const iso = (date: Date) => date.toISOString();

export function questionsReportDetail(row: QuestionsBiasReportRow) {
  const { input, result } = row;
  return { id: row.id, kind: 'questions' as const, title: row.title, source: input.source, surveyId: input.surveyId, questions: input.questions, result, createdAt: iso(row.createdAt) };
}

export function siteReportDetail(row: SiteBiasReportRow, analysis: Analysis, secret: string) {
  const ready = analysis.status === 'completed' && analysis.report !== null;
  return {
    id: row.id,
    kind: 'site' as const,
    title: row.title,
    createdAt: iso(row.createdAt),
    analysis: summarizeAnalysis(analysis),
    report: ready ? deceptiveDesignPart(analysis.report!) : null,
    // Screenshots are <img> requests, which can carry neither a share token nor the account's Bearer token.
    assetToken: ready ? createAssetToken(secret, analysis.id) : null,
  };
}

/** A bias report as the API answers it. */
export function biasReportDetail(opened: OpenedBiasReport, secret: string) {
  return opened.analysis === null ? questionsReportDetail(opened.row) : siteReportDetail(opened.row, opened.analysis, secret);
}
