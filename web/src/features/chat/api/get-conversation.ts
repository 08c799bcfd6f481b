import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_POLL_INTERVAL_MS } from '@converge/contracts';
import { chatKeys } from './keys';
import type { Conversation } from './types';

/** GET /api/conversations/{id}. */
export const conversationQuery = (id: string) => queryOptions<Conversation>({ queryKey: chatKeys.detail(id) });

export function useConversation(id: string, { live }: { live: boolean }) {
  return useQuery({ ...conversationQuery(id), refetchInterval: live ? false : CHAT_POLL_INTERVAL_MS });
}
