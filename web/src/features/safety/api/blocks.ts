import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedUserDto } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** GET /api/safety/blocks: the people I blocked, newest first. */
export const blocksQuery = queryOptions<BlockedUserDto[]>({ queryKey: safetyKeys.blocks });

export function useBlocks() {
  return useQuery(blocksQuery);
}

/** POST /api/safety/block {blockedUserId}. Idempotent on the server. */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockedUserId: string) => apiJson<unknown>('POST', '/api/safety/block', { blockedUserId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.blocks }),
  });
}

/** DELETE /api/safety/blocks/:userId. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiJson<unknown>('DELETE', `/api/safety/blocks/${encodeURIComponent(userId)}`),
    onSuccess: (_d, userId) => queryClient.setQueryData<BlockedUserDto[]>(safetyKeys.blocks, (list) => list?.filter((b) => b.userId !== userId)),
  });
}
