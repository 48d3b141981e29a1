import { eq, type SQL } from 'drizzle-orm';
import { shareLinks } from '../../schema';

/** What a share link opens: an analysis's report, or a bias report. */
export type ShareSubject = { analysisId: string } | { biasReportId: string };

export const isSubject = (subject: ShareSubject): SQL =>
  'analysisId' in subject ? eq(shareLinks.analysisId, subject.analysisId) : eq(shareLinks.biasReportId, subject.biasReportId);
