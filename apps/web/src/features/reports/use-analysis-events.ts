import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { analysisQuery, eventsPath } from './api';
import type { AnalysisResponse, AnalysisSummary } from './types';

/**
 * How long to wait before opening the stream again after the server refused it (it caps streams
 * per address and per analysis, answering 429): a refused page asks again after this long, one request each time.
 */
export const STREAM_RETRY_MS = 15_000;

/**
 * Keeps the cached analysis (the same query the page reads) up to date from the server's event
 * stream. The stream is the only "polling" here: the spec's data-fetching defaults (no retry, no refetch on focus, never stale) stay untouched.
 * EventSource reconnects by itself after a dropped connection, but gives up for good when the
 * server answers with an error status; then the analysis is read once more and the stream opened
 * again after a pause, so the page never stops moving.
 */
export function useAnalysisEvents(id: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!id || !enabled) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const apply = (event: MessageEvent<string>) => {
      const analysis = JSON.parse(event.data) as AnalysisSummary;
      queryClient.setQueryData<AnalysisResponse>(analysisQuery(id).queryKey, (previous) => ({ success: true, owner: previous?.owner ?? true, analysis }));
    };
    const open = () => {
      source = new EventSource(eventsPath(id), { withCredentials: true });
      source.addEventListener('progress', apply);
      source.addEventListener('done', (event) => {
        finished = true;
        apply(event);
        source?.close();
      });
      source.addEventListener('error', () => {
        if (finished || source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(() => {
          void queryClient.refetchQueries({ queryKey: analysisQuery(id).queryKey });
          open();
        }, STREAM_RETRY_MS);
      });
    };
    open();
    return () => {
      finished = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [id, enabled, queryClient]);
}
