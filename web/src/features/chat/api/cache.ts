import type { QueryClient } from '@tanstack/react-query';
import type { ConversationUpdatedPush, MessageReadPush } from '@converge/contracts';
import { chatKeys } from './keys';
import type { Conversation, Message, MessagePages } from './types';

/**
 * Cache writes shared by the POST answers and the socket pushes (TkDodo: chat writes the cache
 * rather than refetching). A message is the same message when its id matches, or when the same
 * sender used the same clientMessageId — so a send's answer, its push and a retry never show twice.
 */
export function sameMessage(a: Message, b: Message): boolean {
  return a.id === b.id || (!!a.clientMessageId && a.clientMessageId === b.clientMessageId && a.sender.id === b.sender.id);
}

export function upsertMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(message.conversationId), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => page.map((m) => (sameMessage(m, message) ? message : m)));
    const known = pages.some((page) => page.some((m) => m.id === message.id));
    if (!known) pages[0] = [...(pages[0] ?? []), message].sort(storedOrder);
    return { ...data, pages };
  });
}

/**
 * A conversation's messages in the order the server stored them: by their place (`seq`). `sentAt`
 * comes from the clock of whichever chat replica took the send, so two messages sent at nearly the
 * same moment can carry times in the other order; it only orders a message without a place.
 */
export function storedOrder(x: Message, y: Message): number {
  return x.seq !== undefined && y.seq !== undefined ? x.seq - y.seq : x.sentAt.localeCompare(y.sentAt);
}

/** New activity: preview, time and the recipient's unread count; the conversation moves to the top. */
export function applyConversationUpdate(queryClient: QueryClient, update: ConversationUpdatedPush): boolean {
  let found = false;
  const patch = (c: Conversation): Conversation => {
    if (c.id !== update.conversationId) return c;
    found = true;
    const next = { ...c, lastMessageAt: update.lastMessageAt, lastMessagePreview: update.lastMessagePreview };
    if (update.recipientUnreadCount !== undefined) {
      if (c.user1Id === update.recipientId) next.user1UnreadCount = update.recipientUnreadCount;
      else next.user2UnreadCount = update.recipientUnreadCount;
    }
    return next;
  };
  queryClient.setQueryData<Conversation[]>(chatKeys.list(), (list) => (list ? sortByActivity(list.map(patch)) : list));
  queryClient.setQueryData<Conversation>(chatKeys.detail(update.conversationId), (c) => (c ? patch(c) : c));
  return found;
}

/** Someone read the conversation: their unread count is 0 and their read pointer moved. */
export function applyRead(queryClient: QueryClient, receipt: MessageReadPush): void {
  const patch = (c: Conversation): Conversation => {
    if (c.id !== receipt.conversationId) return c;
    return c.user1Id === receipt.readerId ? { ...c, user1UnreadCount: 0, user1LastReadAt: receipt.readAt } : { ...c, user2UnreadCount: 0, user2LastReadAt: receipt.readAt };
  };
  queryClient.setQueryData<Conversation[]>(chatKeys.list(), (list) => list?.map(patch));
  queryClient.setQueryData<Conversation>(chatKeys.detail(receipt.conversationId), (c) => (c ? patch(c) : c));
}

export function sortByActivity(list: Conversation[]): Conversation[] {
  const at = (c: Conversation) => c.lastMessageAt ?? c.createdAt;
  return [...list].sort((a, b) => at(b).localeCompare(at(a)));
}
