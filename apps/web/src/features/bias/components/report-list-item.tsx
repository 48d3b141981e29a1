import { Link } from 'react-router';
import type { BiasReportSummary } from '../api';
import { biasReportEntry } from '../report-links';

/** One row of /bias-detection's list of this browser's (and account's) bias reports. */
export function BiasReportListItem({ report }: { report: BiasReportSummary }) {
  const entry = biasReportEntry(report);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <span className="min-w-0">
        <span className="block text-xs text-muted-foreground">{entry.kind}</span>
        <Link to={entry.to} className="font-medium break-words text-foreground underline-offset-4 hover:underline">
          {entry.label}
        </Link>
      </span>
      <span className="text-sm">
        {entry.outcome} · {new Date(report.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
      </span>
    </li>
  );
}
