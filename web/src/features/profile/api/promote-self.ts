import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/** POST /api/admin/promote-self — grants business-admin for the person's own business. */
export function usePromoteSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<unknown>('POST', '/api/admin/promote-self'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
