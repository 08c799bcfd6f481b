import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveStatusInput, MyLiveStatus } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { userQueryKey, type User } from '@/lib/auth';
import { liveFormSchemas, useFormSchemasSoon } from '@/lib/form-schemas';
import { liveKeys } from './keys';

/** GET /api/live-status: the caller's own status ({live: false} when offline or stale). */
export const myLiveStatusQuery = queryOptions<MyLiveStatus>({
  queryKey: liveKeys.mine(),
  queryFn: () => apiJson<MyLiveStatus>('GET', '/api/live-status'),
});

export function useMyLiveStatus() {
  return useQuery(myLiveStatusQuery);
}

/** PUT /api/live-status: go live, or refresh position and status. */
export async function putLiveStatus(input: LiveStatusInput) {
  const { liveStatusSchema } = await liveFormSchemas();
  return apiJson<MyLiveStatus>('PUT', '/api/live-status', liveStatusSchema.parse(input));
}

export function useGoLive() {
  const queryClient = useQueryClient();
  useFormSchemasSoon(liveFormSchemas);
  return useMutation({
    mutationFn: async (input: LiveStatusInput) => {
      const status = await putLiveStatus(input);
      // Interest tags are one setting: tags changed here are the profile's tags too.
      const profileTags = queryClient.getQueryData<User | null>(userQueryKey)?.profile?.interestTags;
      const tags = input.interestTags ?? [];
      if (profileTags && tags.join('\n') !== profileTags.join('\n')) {
        await apiJson<unknown>('PUT', '/api/profile', { interestTags: tags });
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
      return status;
    },
    onSuccess: (status) => {
      queryClient.setQueryData(liveKeys.mine(), status);
      void queryClient.invalidateQueries({ queryKey: liveKeys.nearbyAll() });
    },
  });
}

/** DELETE /api/live-status: hidden at once. */
export function useGoOffline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<MyLiveStatus>('DELETE', '/api/live-status'),
    onSuccess: (status) => {
      queryClient.setQueryData(liveKeys.mine(), status);
      queryClient.removeQueries({ queryKey: liveKeys.nearbyAll() });
    },
  });
}
