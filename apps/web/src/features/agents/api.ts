import { queryOptions } from '@tanstack/react-query';
import type { AgentPersona, AgentTask } from '@sightline/shared/agents';
import type { AgentRunResponse, AgentRunSummary } from '@sightline/shared/agents/schema';
import { apiRequest } from '../../lib/api';
import { fetchApiFile } from '../../lib/download';

const runPath = (id: string) => `/api/agents/runs/${encodeURIComponent(id)}`;
export const runEventsPath = (id: string) => `${runPath(id)}/events`;
// <img> requests cannot carry the bearer token: the run response's asset token opens its screenshots.
export const stepScreenshotUrl = (id: string, file: string, assetToken: string) => `${runPath(id)}/screenshots/${encodeURIComponent(file)}?asset=${encodeURIComponent(assetToken)}`;

export const agentRunsQuery = () =>
  queryOptions({
    queryKey: ['/api/agents/runs'],
    queryFn: ({ signal }) => apiRequest<{ runs: AgentRunSummary[] }>('GET', '/api/agents/runs', { signal }).then((body) => body.runs),
    // New runs and finished ones change it: fetched again whenever the list is shown.
    staleTime: 0,
  });

export const agentRunQuery = (id: string) =>
  queryOptions({
    queryKey: [runPath(id)],
    queryFn: ({ signal }) => apiRequest<AgentRunResponse>('GET', runPath(id), { signal }),
  });

export function startAgentRun(body: { domain: string; task: AgentTask; persona: AgentPersona }): Promise<AgentRunSummary> {
  return apiRequest<{ run: AgentRunSummary }>('POST', '/api/agents/runs', { body }).then((answer) => answer.run);
}

/** The journey map of these runs, printed by the server. */
export function fetchJourneyPdf(runIds: string[]): Promise<{ blob: Blob; filename: string }> {
  return fetchApiFile(`/api/agents/journey.pdf?${new URLSearchParams({ runs: runIds.join(',') })}`, 'sightline-journey.pdf');
}
