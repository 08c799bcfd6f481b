import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadResult } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { applyRead } from './cache';

/** POST /api/conversations/{id}/read: clears my unread count; the server tells the sender. */
export function useMarkRead(me: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => apiJson<MarkReadResult>('POST', `/api/conversations/${encodeURIComponent(conversationId)}/read`),
    onSuccess: (result) => {
      if (me && result?.readAt) applyRead(queryClient, { conversationId: result.conversationId, readerId: me, readAt: result.readAt });
    },
  });
}
