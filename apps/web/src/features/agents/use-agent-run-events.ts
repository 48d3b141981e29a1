import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STREAM_RETRY_MS } from '../reports/use-analysis-events';
import { agentRunQuery, runEventsPath } from './api';
import type { AgentRunResponse, AgentRunSummary, AgentStep } from './types';

/**
 * Keeps the cached run (the query the page reads) up to date from the server's event stream: each
 * `step` is appended as it ends, `run` and `done` replace the run, `restart` (a new attempt after a
 * crashed worker) forgets the steps so far. As for analyses, a stream the server refused (429) is
 * tried again after a pause, reading the run once more first.
 */
export function useAgentRunEvents(id: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const key = agentRunQuery(id).queryKey;
    const update = (change: (previous: AgentRunResponse) => AgentRunResponse) => queryClient.setQueryData<AgentRunResponse>(key, (previous) => (previous ? change(previous) : previous));
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const open = () => {
      source = new EventSource(runEventsPath(id), { withCredentials: true });
      source.addEventListener('step', (event) => {
        const step = JSON.parse(event.data as string) as AgentStep;
        update((previous) => ({ ...previous, steps: [...previous.steps.filter((known) => known.index !== step.index), step].sort((a, b) => a.index - b.index) }));
      });
      source.addEventListener('restart', () => update((previous) => ({ ...previous, steps: [] })));
      source.addEventListener('run', (event) => update((previous) => ({ ...previous, run: JSON.parse(event.data as string) as AgentRunSummary })));
      source.addEventListener('done', (event) => {
        finished = true;
        update((previous) => ({ ...previous, run: JSON.parse(event.data as string) as AgentRunSummary }));
        source?.close();
      });
      source.addEventListener('error', () => {
        if (finished || source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(() => {
          void queryClient.refetchQueries({ queryKey: key });
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
