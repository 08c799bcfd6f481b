/**
 * socket.io events of the safety features, with their payloads. `share:position` is also sent by the
 * sharer's app (client → server: SharePositionInput from schemas/safety.ts, with an ack
 * `{ok, status?}`; at most one every 5 s). A public share page connects without a session, with
 * `io(url, { auth: { shareToken } })`, and receives `share:position` and `share:ended`.
 */
export const SAFETY_SOCKET_EVENTS = {
  /** The other person blocked me or I blocked them: drop them (or what we shared) from open match / chat views. */
  blocked: 'safety:blocked',
  /** A new live position of a location share (to viewers of that share). */
  sharePosition: 'share:position',
  /** A location share was stopped or expired (to viewers of that share, and to the sharer's own sockets). */
  shareEnded: 'share:ended',
  /** The sharer started a share (to the sharer's own sockets: every open device lists it). */
  shareStarted: 'share:started',
} as const;

export interface ShareStartedPayload {
  shareId: string;
  expiresAt: string;
}

/**
 * The blocked person is never told who blocked them: their push names only what the pair
 * shared, by its own id, so an open match or chat screen still closes. The blocker also gets the id.
 */
export interface SafetyBlockedPayload {
  /** The person who is gone from my views: only on the blocker's own devices. */
  userId?: string;
  /** The pair's match, if they had one (its screens close, it leaves the lists). */
  matchId: string | null;
  /** The pair's conversation, if they had one. */
  conversationId: string | null;
}

export interface SharePositionPayload {
  shareId: string;
  latitude: number;
  longitude: number;
  updatedAt: string;
}

export interface ShareEndedPayload {
  /** null on a public page (which knows only its link, not the share's id). */
  shareId: string | null;
  reason: 'expired' | 'stopped';
}

/** The socket.io room of a share's public viewers (the gateway derives the key from the link's token). */
export const shareRoom = (key: string) => `share:${key}`;
