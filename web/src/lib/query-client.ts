import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/**
 * The app's query defaults: keys are API paths read by the default reader; nothing retries, nothing
 * refetches on focus or by interval, and data never goes stale on its own. Screens refresh
 * explicitly (invalidate after a mutation, socket events, or a reconnect).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
