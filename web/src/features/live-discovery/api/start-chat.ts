import { useMutation } from '@tanstack/react-query';
import { startConversationSchema, type ConversationStartResult, type MessageRequestStarted, type TextKey } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/conversations/start {userId, iceBreaker, iceBreakerMessage}: with a match it is the conversation;
 * otherwise the server sends a message request ({messageRequest}) the other person accepts or declines (and
 * reads in their language, by the opener's key).
 */
export function useStartLiveChat() {
  return useMutation({
    mutationFn: (body: { userId: string; iceBreaker: string; iceBreakerMessage?: TextKey | null; confirmed?: boolean }) =>
      apiJson<ConversationStartResult>('POST', '/api/conversations/start', startConversationSchema.parse(body)),
  });
}

export function isRequest(started: ConversationStartResult): started is MessageRequestStarted {
  return 'messageRequest' in started;
}
