import { useMutation } from '@tanstack/react-query';
import type { LikeResult } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';

/** POST /api/likes {toUserId, contextMessage, confirmed?}: from a live card, the first ice breaker goes along (confirmed: "Send anyway"). */
export function useLiveLike() {
  return useMutation({
    mutationFn: (body: { toUserId: string; contextMessage: string; confirmed?: boolean }) => apiJson<LikeResult>('POST', '/api/likes', body),
  });
}
