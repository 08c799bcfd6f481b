import { useMutation } from '@tanstack/react-query';
import { startConversationSchema, type ConversationStartResult, type MessageRequestStarted } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/conversations/start {userId, iceBreaker}: with a match it is the conversation; otherwise
 * the server sends a message request ({messageRequest}) the other person accepts or declines.
 */
export function useStartLiveChat() {
  return useMutation({
    mutationFn: (body: { userId: string; iceBreaker: string; confirmed?: boolean }) =>
      apiJson<ConversationStartResult>('POST', '/api/conversations/start', startConversationSchema.parse(body)),
  });
}

export function isRequest(started: ConversationStartResult): started is MessageRequestStarted {
  return 'messageRequest' in started;
}
