import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { reportStandingQuery } from './api';

const BenchmarkPanel = lazy(() => import('./benchmark-panel').then((module) => ({ default: module.BenchmarkPanel })));

/**
 * Where a report's benchmark panel goes. The panel's code (its industry list and words) loads only
 * when it has something to show: for the owner, for a report tagged with an industry, or to say that
 * the standing could not be loaded. A shared report that is not tagged, the common case, loads none.
 */
export function BenchmarkSlot({ syntheticId, token }: { syntheticId: string; token?: string }) {
  const standing = useQuery(reportStandingQuery(syntheticId, token));
  if (!standing.isError && (!standing.data || (!standing.data.owner && standing.data.industry === null))) return null;
  return (
    <Suspense>
      <BenchmarkPanel syntheticId={syntheticId} standing={standing.isError ? null : standing.data!} />
    </Suspense>
  );
}
