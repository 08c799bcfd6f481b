import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export interface LikeResponse {
  liked: boolean;
  matched: boolean;
  matchId?: string;
}

/** POST /api/likes {toUserId, contextMessage}: from a live card, the first ice breaker goes along. */
export function useLiveLike() {
  return useMutation({
    mutationFn: (body: { toUserId: string; contextMessage: string }) => apiJson<LikeResponse>('POST', '/api/likes', body),
  });
}
