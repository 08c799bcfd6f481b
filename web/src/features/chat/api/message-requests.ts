import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageRequestDeclined, MessageRequestDto } from '@converge/contracts';
import { HIDDEN_MESSAGE_REQUESTS_READ, MESSAGE_REQUESTS_READ } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { chatKeys } from './keys';
import type { Conversation } from './types';

export const messageRequestsKey = ['/api/message-requests'] as const;

/** GET /api/message-requests: requests sent to me from live discovery, newest first. */
export function useMessageRequests() {
  return useQuery({ queryKey: messageRequestsKey, queryFn: () => apiJson<MessageRequestDto[]>('GET', MESSAGE_REQUESTS_READ) });
}

export const hiddenRequestsKey = [...messageRequestsKey, 'hidden'] as const;

/** GET /api/message-requests?folder=hidden: the ones that contained one of my Hidden Words (never pushed). */
export function useHiddenRequests() {
  return useQuery({ queryKey: hiddenRequestsKey, queryFn: () => apiJson<MessageRequestDto[]>('GET', HIDDEN_MESSAGE_REQUESTS_READ) });
}

/** Accept: the conversation opens with the ice breaker as its first message. */
export function useAcceptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<Conversation>('POST', `/api/message-requests/${encodeURIComponent(id)}/accept`),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.detail(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messageRequestsKey });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(), exact: true });
    },
  });
}

/** Decline: the request goes away; the sender is not told. */
export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<MessageRequestDeclined>('POST', `/api/message-requests/${encodeURIComponent(id)}/decline`),
    onSuccess: (_r, id) => {
      for (const key of [messageRequestsKey, hiddenRequestsKey]) queryClient.setQueryData<MessageRequestDto[]>(key, (list) => list?.filter((r) => r.id !== id));
    },
  });
}
