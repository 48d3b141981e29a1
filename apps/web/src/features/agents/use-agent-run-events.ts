import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AgentRunResponse, AgentRunSummary, AgentStep } from '@sightline/shared/agents/schema';
import { followEventStream } from '../../lib/event-stream';
import { agentRunQuery, runEventsPath } from './api';

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
    const replaceRun = (event: MessageEvent<string>) => update((previous) => ({ ...previous, run: JSON.parse(event.data) as AgentRunSummary }));
    return followEventStream(
      runEventsPath(id),
      {
        step: (event) => {
          const step = JSON.parse(event.data) as AgentStep;
          update((previous) => ({ ...previous, steps: [...previous.steps.filter((known) => known.index !== step.index), step].sort((a, b) => a.index - b.index) }));
        },
        restart: () => update((previous) => ({ ...previous, steps: [] })),
        run: replaceRun,
        done: replaceRun,
      },
      () => void queryClient.refetchQueries({ queryKey: key }),
    );
  }, [id, enabled, queryClient]);
}
