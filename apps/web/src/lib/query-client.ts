import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api';

// The spec's states and transitions and calls: no retry, no polling, no refetch on focus, cached data never stale.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
