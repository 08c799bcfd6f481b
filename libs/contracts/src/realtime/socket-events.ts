import type { ConversationUpdatedPush, MessageDto, MessageReadPush, TypingPush } from '../schemas/chat.js';
import type { MatchView, MeetingDistance } from '../schemas/matching.js';

/**
 * Every socket.io event, both ways, with its payload: the gateway's `Server<ClientToServerEvents,
 * ServerToClientEvents>` and the web app's `Socket<ServerToClientEvents, ClientToServerEvents>` use
 * these maps, so an event name or payload cannot drift between them. A new feature adds its events
 * here (one block per area).
 */

/** What a socket event handler answers through the ack callback. */
export interface SocketAck {
  ok: boolean;
  status?: number;
}

// ---- chat ----
export interface ChatServerEvents {
  'message:new': (message: MessageDto) => void;
  'conversation:updated': (update: ConversationUpdatedPush) => void;
  'message:read': (receipt: MessageReadPush) => void;
  typing: (push: TypingPush) => void;
}
export interface ChatClientEvents {
  'conversation:join': (payload: { conversationId: string }, ack?: (answer: SocketAck) => void) => void;
  'conversation:leave': (payload: { conversationId: string }) => void;
  typing: (payload: { conversationId: string; typing: boolean }) => void;
}

// ---- matching ----
/** "It's a Match!": the match as this person sees it, built from what MatchCreated carries. */
export interface MatchCreatedPush {
  matchId: string;
  venueName: string | null;
  createdAt: string;
  match: MatchView | null;
}
export interface MeetPointChosenPush {
  matchId: string;
  meetPoint: string;
  chosenBy: string;
}
export interface MatchingServerEvents {
  'match:created': (push: MatchCreatedPush) => void;
  'match:meetpoint': (push: MeetPointChosenPush) => void;
}

// ---- meeting ----
export interface MeetingStartedPush {
  sessionId: string;
  matchId: string;
  meetPoint: string;
}
export interface MeetingEndedPush {
  sessionId: string;
  matchId: string;
  autoDisableTime: string | null;
  reason: string;
}
export interface SharingDisabledPush {
  sessionId: string;
  reason: string;
}
export interface MeetingServerEvents {
  'meeting:started': (push: MeetingStartedPush) => void;
  'meeting:ended': (push: MeetingEndedPush) => void;
  'meeting:sharing-disabled': (push: SharingDisabledPush) => void;
  'meeting:distance': (push: MeetingDistance) => void;
}
export interface MeetingPositionAck extends SocketAck {
  distanceMeters?: number | null;
}
export interface MeetingClientEvents {
  'meeting:position': (payload: { sessionId: string; latitude: number; longitude: number }, ack?: (answer: MeetingPositionAck) => void) => void;
}

export interface ServerToClientEvents extends ChatServerEvents, MatchingServerEvents, MeetingServerEvents {}
export interface ClientToServerEvents extends ChatClientEvents, MeetingClientEvents {}

/**
 * Ephemeral signals between gateway replicas: core-NATS `live.*` subjects, never the outbox, never
 * stored or replayed (ARCHITECTURE §1).
 */
export const LIVE = {
  chatTyping: 'live.chat.typing',
  meetingDistance: 'live.meeting.distance',
} as const;
export type LiveSubject = `live.${string}`;
