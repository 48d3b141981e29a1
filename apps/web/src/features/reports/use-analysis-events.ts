import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { followEventStream } from '../../lib/event-stream';
import { analysisQuery, eventsPath } from './api';
import type { AnalysisResponse, AnalysisSummary } from './types';

/**
 * Keeps the cached analysis (the same query the page reads) up to date from the server's event
 * stream. The stream is the only "polling" here: the spec's data-fetching defaults (no retry, no refetch on focus, never stale) stay untouched.
 * A stream the server refused is tried again after a pause, reading the analysis once more first
 * (followEventStream).
 */
export function useAnalysisEvents(id: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!id || !enabled) return;
    const apply = (event: MessageEvent<string>) => {
      const analysis = JSON.parse(event.data) as AnalysisSummary;
      queryClient.setQueryData<AnalysisResponse>(analysisQuery(id).queryKey, (previous) => ({ success: true, owner: previous?.owner ?? true, analysis }));
    };
    return followEventStream(eventsPath(id), { progress: apply, done: apply }, () => void queryClient.refetchQueries({ queryKey: analysisQuery(id).queryKey }));
  }, [id, enabled, queryClient]);
}
