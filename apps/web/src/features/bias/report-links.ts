import type { BiasReportSummary } from './api';
import { siteCheckWaitlistPath } from './api';

const STATUS: Record<'queued' | 'running' | 'failed', string> = { queued: 'Waiting to start', running: 'Running', failed: 'Failed' };

/** Where a listed bias report opens, what it is called and what it found, for the lists that show bias reports. */
export function biasReportEntry(report: BiasReportSummary): { to: string; kind: string; label: string; outcome: string } {
  if (report.kind === 'questions') {
    return {
      to: `/bias-detection/${report.id}`,
      kind: report.source === 'survey' ? 'Survey bias check' : 'Question bias check',
      label: report.source === 'survey' ? report.title : `“${report.title}”${report.questions > 1 ? ` and ${report.questions - 1} more` : ''}`,
      outcome: report.findings === 1 ? '1 finding' : `${report.findings} findings`,
    };
  }
  const running = report.status === 'queued' || report.status === 'running';
  return {
    // A check in progress is followed on the waitlist, which opens the report when it is done.
    to: running ? siteCheckWaitlistPath({ id: report.id, syntheticId: report.syntheticId, domain: report.title }) : `/bias-detection/${report.id}`,
    kind: 'Deceptive design check',
    label: report.title,
    outcome: report.status === 'completed' ? (report.score === null ? 'Completed' : `Deceptive design score ${report.score} / 100`) : STATUS[report.status],
  };
}
