import { QueryClient } from '@tanstack/react-query';
import { getQueryFn, isTransient } from './api-client';

/** A read tries again this often (after 1, 2 and 4 s) while a service restarts or the network drops. */
const TRANSIENT_READ_RETRIES = 3;

/**
 * The app's query defaults: keys are API paths read by the default reader; nothing refetches on focus
 * or by interval, and data never goes stale on its own. Screens refresh explicitly (invalidate after a
 * mutation, socket events, or a reconnect). A read retries only a transient failure (502/503/504 or
 * no connection), so a screen opened while a service restarts loads a moment later instead of showing
 * an error; any other answer (404, 403, 422…) shows at once. Writes never retry by default.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: (failures, error) => failures < TRANSIENT_READ_RETRIES && isTransient(error),
      },
      mutations: { retry: false },
    },
  });
}
