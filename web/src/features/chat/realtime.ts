import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from '@/lib/socket';
import type { ConversationUpdatedPush, MessageReadPush, TypingPush } from '@converge/contracts';
import { useSocketAttach as useSocket, useSocketUp } from '@/lib/socket-events';
import { applyConversationUpdate, applyRead, upsertMessage } from './api/cache';
import { chatKeys, isIceBreakersKey } from './api/keys';
import type { Message } from './api/types';

/** Whether the socket is up: the chat screens poll over REST only while it is not. */
export const useSocketConnected = useSocketUp;

/**
 * The chat's socket events write the cache (deduped by id / clientMessageId). After a reconnect
 * everything chat shows is re-read, since pushes sent while we were away are not replayed.
 */
export function useChatRealtime() {
  const queryClient = useQueryClient();
  useSocket(
    (socket) => {
      let wasDown = false;
      const onMessage = (message: Message) => upsertMessage(queryClient, message);
      const onUpdated = (update: ConversationUpdatedPush) => {
        if (!applyConversationUpdate(queryClient, update)) void queryClient.invalidateQueries({ queryKey: chatKeys.list(), exact: true });
      };
      const onRead = (receipt: MessageReadPush) => applyRead(queryClient, receipt);
      // A meet point chosen (or changed) for a match: the empty chat's starters propose it, so re-read them.
      const onMeetPoint = () => void queryClient.invalidateQueries({ predicate: (query) => isIceBreakersKey(query.queryKey) });
      const onDisconnect = () => (wasDown = true);
      const onConnect = () => {
        if (!wasDown) return;
        wasDown = false;
        void queryClient.invalidateQueries({ queryKey: chatKeys.all, refetchType: 'active' });
      };
      socket.on('message:new', onMessage);
      socket.on('conversation:updated', onUpdated);
      socket.on('message:read', onRead);
      socket.on('match:meetpoint', onMeetPoint);
      socket.on('disconnect', onDisconnect);
      socket.on('connect', onConnect);
      return () => {
        socket.off('message:new', onMessage);
        socket.off('conversation:updated', onUpdated);
        socket.off('message:read', onRead);
        socket.off('match:meetpoint', onMeetPoint);
        socket.off('disconnect', onDisconnect);
        socket.off('connect', onConnect);
      };
    },
    [queryClient],
  );
}

/** Keeps this socket in `conversation:<id>` (typing, read receipts), joining again after every reconnect. */
export function useConversationRoom(conversationId: string | undefined) {
  useSocket(
    (socket) => {
      if (!conversationId) return () => undefined;
      const join = () => socket.emit('conversation:join', { conversationId });
      if (socket.connected) join();
      socket.on('connect', join);
      return () => {
        socket.off('connect', join);
        socket.emit('conversation:leave', { conversationId });
      };
    },
    [conversationId],
  );
}

const TYPING_SEND_EVERY_MS = 2000;
const TYPING_IDLE_MS = 3000;
const TYPING_SHOWN_MS = 5000;

/**
 * Typing, both ways. Outgoing: at most one "typing" every 2 s while keys are pressed and a "stopped"
 * after 3 s idle or on send. Incoming: the other person shows as typing until they stop, send, or
 * 5 s pass without a signal (a lost "stopped" never leaves the indicator on).
 */
export function useTyping(conversationId: string | undefined, me: string | undefined) {
  const [otherTyping, setOtherTyping] = useState(false);
  const socketRef = useRef<Socket | null>(null);
  const lastSent = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shownTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useSocket(
    (socket) => {
      socketRef.current = socket;
      const onTyping = (push: TypingPush) => {
        if (push.conversationId !== conversationId || push.userId === me) return;
        clearTimeout(shownTimer.current);
        setOtherTyping(push.typing);
        if (push.typing) shownTimer.current = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
      };
      const onMessage = (message: Message) => {
        if (message.conversationId === conversationId && message.sender.id !== me) setOtherTyping(false);
      };
      socket.on('typing', onTyping);
      socket.on('message:new', onMessage);
      return () => {
        socket.off('typing', onTyping);
        socket.off('message:new', onMessage);
        clearTimeout(shownTimer.current);
      };
    },
    [conversationId, me],
  );

  const stopTyping = useCallback(() => {
    clearTimeout(idleTimer.current);
    if (lastSent.current && conversationId) socketRef.current?.emit('typing', { conversationId, typing: false });
    lastSent.current = 0;
  }, [conversationId]);

  const notifyTyping = useCallback(() => {
    if (!conversationId) return;
    const now = Date.now();
    if (now - lastSent.current >= TYPING_SEND_EVERY_MS) {
      lastSent.current = now;
      socketRef.current?.emit('typing', { conversationId, typing: true });
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  }, [conversationId, stopTyping]);

  useEffect(() => () => clearTimeout(idleTimer.current), []);

  return { otherTyping, notifyTyping, stopTyping };
}
