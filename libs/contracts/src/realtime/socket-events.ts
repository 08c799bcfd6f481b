import type { ConversationUpdatedPush, MessageDto, MessageReadPush, TypingPush } from '../schemas/chat.js';
import type { MatchView, MeetingDistance } from '../schemas/matching.js';
import type { SharePositionInput } from '../schemas/safety.js';
import type { CheckInClosedPush, CheckInDuePush, CheckInEscalatedPush } from './check-ins.js';
import type { AccountSuspendedPush, AccountWarnedPush, AdminNotificationPush } from './admin.js';
import type { LiveNearbyChangedPush, MessageRequestAcceptedPush, MessageRequestCreatedPush } from './live.js';
import type { SafetyBlockedPayload, ShareEndedPayload, SharePositionPayload, ShareStartedPayload } from './safety.js';
import type { VerificationDecidedPush } from './verification.js';
import type { ProfessionalConnectionAcceptedPush, ProfessionalConnectionRequestedPush } from './professional.js';
import type { DiscoveryChangedPush } from './venue-discovery.js';

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
  /** The point's `meet-points` key while it is a default the venue uses, else null (the name as typed). */
  meetPointKey: string | null;
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
  'meeting:agreed': (push: MeetingAgreedPush) => void;
}
export interface MeetingAgreedPush {
  sessionId: string;
  matchId: string;
  meetPoint: string;
  agreedBy: string;
}
export interface MeetingPositionAck extends SocketAck {
  distanceMeters?: number | null;
}
export interface MeetingClientEvents {
  'meeting:position': (payload: { sessionId: string; latitude: number; longitude: number }, ack?: (answer: MeetingPositionAck) => void) => void;
}

// ---- safety (names and payloads in ./safety.ts) ----
export interface SafetyServerEvents {
  'safety:blocked': (push: SafetyBlockedPayload) => void;
  'share:position': (push: SharePositionPayload) => void;
  'share:ended': (push: ShareEndedPayload) => void;
  'share:started': (push: ShareStartedPayload) => void;
  'safety:check-in-due': (push: CheckInDuePush) => void;
  'safety:check-in-escalated': (push: CheckInEscalatedPush) => void;
  'safety:check-in-closed': (push: CheckInClosedPush) => void;
}
export interface SafetyClientEvents {
  /** The sharer's app sends its position (at most one every 5 s). */
  'share:position': (payload: SharePositionInput, ack?: (answer: SocketAck) => void) => void;
}

// ---- admin (./admin.ts) ----
export interface AdminServerEvents {
  'admin:notification': (push: AdminNotificationPush) => void;
  'account:warned': (push: AccountWarnedPush) => void;
  'account:suspended': (push: AccountSuspendedPush) => void;
}

// ---- live discovery and message requests (./live.ts) ----
export interface LiveServerEvents {
  'live:nearby-changed': (push: LiveNearbyChangedPush) => void;
  'message-request:created': (push: MessageRequestCreatedPush) => void;
  'message-request:accepted': (push: MessageRequestAcceptedPush) => void;
}

// ---- verification (./verification.ts) ----
export interface VerificationServerEvents {
  'verification:decided': (push: VerificationDecidedPush) => void;
}

// ---- professional networking (./professional.ts) ----
export interface ProfessionalServerEvents {
  'professional:connection-requested': (push: ProfessionalConnectionRequestedPush) => void;
  'professional:connection-accepted': (push: ProfessionalConnectionAcceptedPush) => void;
}

// ---- venue discovery (./venue-discovery.ts) ----
export interface VenueDiscoveryServerEvents {
  'discovery:changed': (push: DiscoveryChangedPush) => void;
}
export interface VenueDiscoveryClientEvents {
  /** Watch a venue's discovery (the person must be checked in there); one venue per socket. */
  'discovery:watch': (payload: { venueId: string | null }, ack?: (answer: SocketAck) => void) => void;
}

export interface ServerToClientEvents
  extends
    ChatServerEvents,
    MatchingServerEvents,
    MeetingServerEvents,
    SafetyServerEvents,
    AdminServerEvents,
    LiveServerEvents,
    VerificationServerEvents,
    ProfessionalServerEvents,
    VenueDiscoveryServerEvents {}
export interface ClientToServerEvents extends ChatClientEvents, MeetingClientEvents, SafetyClientEvents, VenueDiscoveryClientEvents {}

/**
 * Ephemeral signals between gateway replicas: core-NATS `live.*` subjects, never the outbox, never
 * stored or replayed.
 */
export const LIVE = {
  chatTyping: 'live.chat.typing',
  meetingDistance: 'live.meeting.distance',
} as const;
export type LiveSubject = `live.${string}`;
