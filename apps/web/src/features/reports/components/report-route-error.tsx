import { useParams, useRouteError } from 'react-router';
import type { ReportView } from '../types';
import { ReportError } from './locked-report';
import { ReportListError } from './report-list';

/** A report path whose loader failed: the report's own notice (locked, not shared, not found…), or the list's error. */
export function ReportRouteError({ view }: { view: ReportView }) {
  const error = useRouteError();
  const { id, syntheticId, token } = useParams();
  const reportId = id ?? syntheticId;
  if (!reportId) return <ReportListError />;
  return <ReportError error={error instanceof Error ? error : new Error(String(error))} syntheticId={reportId} token={token} view={view} />;
}
