import type { DiscoveryFilters, LookingForOption } from '@converge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

export type { DiscoveryFilters };
export const filtersKey = ['/api/discovery/filters'] as const;

/** The person's saved filters (GET /api/discovery/filters); the server applies them to the cards. */
export function useDiscoveryFilters() {
  return useQuery(queryOptions<DiscoveryFilters>({ queryKey: filtersKey }));
}

/** Saves the filters, then re-reads the cards (the server filters them). */
export function useSaveDiscoveryFilters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: DiscoveryFilters) => apiJson<DiscoveryFilters>('PUT', '/api/discovery/filters', filters),
    onSuccess: (saved) => {
      queryClient.setQueryData(filtersKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/discovery/profiles'] });
    },
  });
}

/** "Looking for" is the profile's own setting (PUT /api/profile): discovery matches it both ways. */
export function useSaveLookingFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lookingFor: LookingForOption[]) => apiJson<unknown>('PUT', '/api/profile', { lookingFor }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/discovery/profiles'] });
    },
  });
}
