import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startConversationSchema, type StartConversationInput } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { chatKeys } from './keys';
import type { Conversation } from './types';

/** POST /api/conversations/start {userId, iceBreaker}: the conversation with a match (403 otherwise). */
export function startConversation(input: StartConversationInput) {
  return apiJson<Conversation>('POST', '/api/conversations/start', startConversationSchema.parse(input));
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.detail(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(), exact: true });
    },
  });
}
