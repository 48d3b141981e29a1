import { lazy, Suspense } from 'react';
import { useParams, useRouteError } from 'react-router';
import { RouteFallback } from '../../layout/route-fallback';
import type { ReportView } from '../types';

// The notices load when a report fails to open, not with every report a link opens.
const ReportError = lazy(() => import('./locked-report').then((module) => ({ default: module.ReportError })));
const ReportListError = lazy(() => import('./report-list').then((module) => ({ default: module.ReportListError })));

/** A report path whose loader failed: the report's own notice (locked, not shared, not found…), or the list's error. */
export function ReportRouteError({ view }: { view: ReportView }) {
  const error = useRouteError();
  const { id, syntheticId, token } = useParams();
  const reportId = id ?? syntheticId;
  return (
    <Suspense fallback={<RouteFallback />}>
      {reportId ? <ReportError error={error instanceof Error ? error : new Error(String(error))} syntheticId={reportId} token={token} view={view} /> : <ReportListError />}
    </Suspense>
  );
}
