import { queryOptions } from '@tanstack/react-query';
import type { Idea, PriceVerdict, Scorecard } from '@sightline/shared/research/idea-validation';
import { apiRequest } from '../../lib/api';

export interface IdeaDetail {
  id: string;
  idea: Idea;
  survey: { id: string; status: 'draft' | 'open' | 'closed'; publicUrl: string };
  scorecard: Scorecard;
  priceVerdict: PriceVerdict | null;
  createdAt: string;
}

export interface IdeaSummary {
  id: string;
  name: string;
  surveyId: string;
  surveyStatus: 'draft' | 'open' | 'closed';
  responses: number;
  createdAt: string;
}

export const ideaPath = (id: string) => `/api/ideas/${encodeURIComponent(id)}`;

export const ideasQuery = () =>
  queryOptions({
    queryKey: ['/api/ideas'],
    queryFn: ({ signal }) => apiRequest<{ ideas: IdeaSummary[] }>('GET', '/api/ideas', { signal }).then((body) => body.ideas),
  });

export const ideaQuery = (id: string) =>
  queryOptions({
    queryKey: [ideaPath(id)],
    queryFn: ({ signal }) => apiRequest<{ idea: IdeaDetail }>('GET', ideaPath(id), { signal }).then((body) => body.idea),
  });

export async function createIdea(idea: Idea): Promise<IdeaDetail> {
  const body = await apiRequest<{ idea: IdeaDetail }>('POST', '/api/ideas', { body: { idea } });
  return body.idea;
}
