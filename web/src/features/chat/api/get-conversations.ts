import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_POLL_INTERVAL_MS } from '@converge/contracts';
import { chatKeys } from './keys';
import type { Conversation } from './types';

/** GET /api/conversations — read by the default reader (key = path). */
export const conversationsQuery = () => queryOptions<Conversation[]>({ queryKey: chatKeys.list() });

/** Polls every 3 s only while the socket is down; live pushes keep it fresh otherwise. */
export function useConversations({ live }: { live: boolean }) {
  return useQuery({ ...conversationsQuery(), refetchInterval: live ? false : CHAT_POLL_INTERVAL_MS });
}
