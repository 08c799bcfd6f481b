import { useMutation } from '@tanstack/react-query';
import type { ConversationStartResult, MessageRequestStarted, TextKey } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { chatFormSchemas, useFormSchemasSoon } from '@/lib/form-schemas';

/**
 * POST /api/conversations/start {userId, iceBreaker, iceBreakerMessage}: with a match it is the conversation;
 * otherwise the server sends a message request ({messageRequest}) the other person accepts or declines (and
 * reads in their language, by the opener's key).
 */
export function useStartLiveChat() {
  useFormSchemasSoon(chatFormSchemas);
  return useMutation({
    mutationFn: async (body: { userId: string; iceBreaker: string; iceBreakerMessage?: TextKey | null; confirmed?: boolean }) => {
      const { startConversationSchema } = await chatFormSchemas();
      return apiJson<ConversationStartResult>('POST', '/api/conversations/start', startConversationSchema.parse(body));
    },
  });
}

export function isRequest(started: ConversationStartResult): started is MessageRequestStarted {
  return 'messageRequest' in started;
}
