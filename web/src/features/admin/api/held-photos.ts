import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeldPhoto } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';

export const heldPhotosKey = ['admin', 'held-photos'] as const;

/** GET /api/admin/photos: photos the nudity screening held, oldest first (platform admins). */
export function useHeldPhotos(enabled = true) {
  return useQuery({ queryKey: heldPhotosKey, queryFn: () => apiJson<HeldPhoto[]>('GET', '/api/admin/photos'), enabled });
}

/** Approve publishes the photo, reject deletes it; the queue is read again either way. */
export function useDecidePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) => apiJson('POST', `/api/admin/photos/${id}/decision`, { decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: heldPhotosKey }),
  });
}
