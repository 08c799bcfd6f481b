import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewDecisionResponse, ReviewItem } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { verificationKeys } from './keys';

/** GET /api/admin/verifications — the pending queue (platform admins). */
export const reviewQueueQuery = () =>
  queryOptions({ queryKey: verificationKeys.reviews(), queryFn: () => apiJson<ReviewItem[]>('GET', '/api/admin/verifications'), refetchInterval: 30_000 });
export const useReviewQueue = () => useQuery(reviewQueueQuery());

/** GET /api/admin/verifications/:id — with the submitted images and the profile photos. */
export const useReviewItem = (id: string | null) =>
  useQuery({ queryKey: verificationKeys.review(id ?? 'none'), queryFn: () => apiJson<ReviewItem>('GET', `/api/admin/verifications/${id}`), enabled: Boolean(id) });

/** POST /api/admin/verifications/:id/decision */
export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason: string }) =>
      apiJson<ReviewDecisionResponse>('POST', `/api/admin/verifications/${id}/decision`, { decision, reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.reviews() }),
  });
}
