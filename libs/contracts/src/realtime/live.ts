/**
 * Live discovery over socket.io (gateway → browser). The push carries no position, no distance and
 * no name: it only tells the page that the nearby list changed, and the page refetches it through
 * the API (which applies blocks, incognito, fit and proximity). Sent to people live within the
 * largest proximity of the person who appeared, changed or left.
 */
export const LIVE_NEARBY_CHANGED = 'live:nearby-changed' as const;

export type LiveNearbyChange = 'appeared' | 'changed' | 'left';

export interface LiveNearbyChangedPush {
  change: LiveNearbyChange;
  at: string;
}

/** Core-NATS subject (ephemeral, never stored) from the venue service to every gateway replica. */
export const LIVE_NEARBY_SIGNAL = 'live.discovery.nearby' as const;

export interface LiveNearbySignal {
  userIds: string[];
  push: LiveNearbyChangedPush;
}

/** A message request was sent to this person (chat's MessageRequestCreated). */
export const MESSAGE_REQUEST_CREATED = 'message-request:created' as const;
/** The recipient accepted; the sender gets the conversation id (a decline is never told). */
export const MESSAGE_REQUEST_ACCEPTED = 'message-request:accepted' as const;

export interface MessageRequestCreatedPush {
  requestId: string;
  fromUserId: string;
  fromDisplayName: string | null;
  iceBreaker: string;
  /** The opener's key and arguments (the web shows it in the recipient's language); null: the text as sent. */
  iceBreakerMessage: { key: string; params: Record<string, string> } | null;
  createdAt: string;
}

export interface MessageRequestAcceptedPush {
  requestId: string;
  conversationId: string;
}
