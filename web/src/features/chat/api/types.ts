import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationDto, MessageDto } from '@converge/contracts';
import { chat } from '@/locales/chat';

export type Conversation = ConversationDto;
export type Message = MessageDto;
/** Pages of messages, newest page first; each page is oldest → newest. */
export type MessagePages = InfiniteData<Message[], string | null>;

/** The other person of a conversation, from the caller's side. */
export function otherSide(conversation: Conversation, me: string | undefined) {
  const iAmUser1 = conversation.user1Id === me;
  return {
    other: iAmUser1 ? conversation.user2 : conversation.user1,
    myUnread: iAmUser1 ? conversation.user1UnreadCount : conversation.user2UnreadCount,
    otherLastReadAt: iAmUser1 ? conversation.user2LastReadAt : conversation.user1LastReadAt,
  };
}

export const displayNameOf = (participant: { profile: { displayName: string | null } | null } | undefined) => participant?.profile?.displayName?.trim() || chat.t('unknownUser');
