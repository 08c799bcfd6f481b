import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, CHAT_POLL_INTERVAL_MS } from '@converge/contracts';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './keys';
import type { Message } from './types';

/** GET /api/conversations/{id}/messages?before=&limit= — the newest page first, older pages on scroll. */
export async function getMessages(id: string, before: string | null, signal?: AbortSignal): Promise<Message[]> {
  const params = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE) });
  if (before) params.set('before', before);
  const res = await apiRequest('GET', `/api/conversations/${encodeURIComponent(id)}/messages?${params}`, undefined, signal);
  return (await res.json()) as Message[];
}

export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: null as string | null,
    // A short page is the oldest one; otherwise the next page ends before this page's first message.
    getNextPageParam: (page: Message[]) => (page.length < CHAT_PAGE_SIZE ? undefined : page[0]?.id),
  });

export function useMessages(id: string, { live }: { live: boolean }) {
  return useInfiniteQuery({ ...messagesQuery(id), refetchInterval: live ? false : CHAT_POLL_INTERVAL_MS });
}
