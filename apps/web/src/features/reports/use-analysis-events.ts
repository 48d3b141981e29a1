import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { analysisQuery, eventsPath } from './api';
import type { AnalysisResponse, AnalysisSummary } from './types';

/**
 * Keeps the cached analysis (the same query the page reads) up to date from the server's event
 * stream. The stream is the only "polling" here: spec §4's query defaults stay untouched.
 */
export function useAnalysisEvents(id: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!id || !enabled) return;
    const source = new EventSource(eventsPath(id), { withCredentials: true });
    const apply = (event: MessageEvent<string>) => {
      const analysis = JSON.parse(event.data) as AnalysisSummary;
      queryClient.setQueryData<AnalysisResponse>(analysisQuery(id).queryKey, (previous) => ({ success: true, owner: previous?.owner ?? true, analysis }));
    };
    source.addEventListener('progress', apply);
    source.addEventListener('done', (event) => {
      apply(event);
      source.close();
    });
    return () => source.close();
  }, [id, enabled, queryClient]);
}
