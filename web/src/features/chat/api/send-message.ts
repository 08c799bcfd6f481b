import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageInput } from '@converge/contracts';
import { apiJson, isTransient } from '@/lib/api-client';
import { chatFormSchemas, useFormSchemasSoon } from '@/lib/form-schemas';
import { upsertMessage } from './cache';
import { chatKeys } from './keys';
import type { Message } from './types';

export type SendMessageVariables = SendMessageInput & { conversationId: string; clientMessageId: string };

/** POST /api/conversations/{id}/messages {content, clientMessageId} (validated with the shared schema). */
export async function sendMessage({ conversationId, ...body }: SendMessageVariables) {
  const { sendMessageSchema } = await chatFormSchemas();
  return apiJson<Message>('POST', `/api/conversations/${encodeURIComponent(conversationId)}/messages`, sendMessageSchema.parse(body));
}

/**
 * Sending retries on its own while the chat service or the network is briefly away — safe because
 * the clientMessageId makes the server keep one message — then gives up and the screen offers Retry.
 * On success the message goes into the cache and the conversation list is refreshed.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  useFormSchemasSoon(chatFormSchemas);
  return useMutation({
    mutationFn: sendMessage,
    retry: (failures, error) => failures < 6 && isTransient(error),
    retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
    onSuccess: (message) => {
      upsertMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(), exact: true });
    },
  });
}
