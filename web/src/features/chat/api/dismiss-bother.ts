import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BotherDismissed } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { upsertMessage } from './cache';
import type { Message } from './types';

/** POST /api/conversations/{id}/messages/{messageId}/dismiss-bother: "No, it's fine" (remembered by the server). */
export function useDismissBother() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) =>
      apiJson<BotherDismissed>('POST', `/api/conversations/${encodeURIComponent(message.conversationId)}/messages/${encodeURIComponent(message.id)}/dismiss-bother`),
    onSuccess: (_answer, message) => upsertMessage(queryClient, { ...message, botherPrompt: false }),
  });
}
