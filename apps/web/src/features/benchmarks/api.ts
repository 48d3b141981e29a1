import { queryOptions } from '@tanstack/react-query';
import type { CategoryBenchmark, CheckBenchmark, Industry, PublishedBenchmark, Standing } from '@sightline/shared/benchmarks';
import { apiRequest } from '../../lib/api';

export interface BenchmarksIndex {
  success: true;
  minSites: number;
  industries: { slug: Industry; name: string; sites: number }[];
  published: PublishedBenchmark[];
}

export interface IndustryBenchmark {
  success: true;
  industry: Industry | 'all';
  name: string;
  sites: number;
  minSites: number;
  categories: CategoryBenchmark[];
  checks: CheckBenchmark[];
}

export interface ReportStanding {
  success: true;
  industry: Industry | null;
  industryName: string | null;
  owner: boolean;
  otherSites: number;
  minSites: number;
  standings: Standing[];
}

export const benchmarksIndexQuery = () =>
  queryOptions({ queryKey: ['/api/benchmarks'], queryFn: ({ signal }) => apiRequest<BenchmarksIndex>('GET', '/api/benchmarks', { signal }) });

export const industryBenchmarkQuery = (industry: Industry | 'all') =>
  queryOptions({ queryKey: [`/api/benchmarks/${industry}`], queryFn: ({ signal }) => apiRequest<IndustryBenchmark>('GET', `/api/benchmarks/${industry}`, { signal }) });

const standingPath = (id: string, token?: string) => `/api/analyses/${id}/benchmark${token ? `?token=${encodeURIComponent(token)}` : ''}`;

export const reportStandingQuery = (id: string, token?: string) =>
  queryOptions({ queryKey: [standingPath(id, token)], queryFn: ({ signal }) => apiRequest<ReportStanding>('GET', standingPath(id, token), { signal }) });

export function setIndustry(id: string, industry: Industry | null) {
  return apiRequest<{ success: true; industry: Industry | null }>('PUT', `/api/analyses/${id}/industry`, { body: { industry } });
}
