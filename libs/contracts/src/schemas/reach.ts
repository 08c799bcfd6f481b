import { z } from 'zod';
import { PROXIMITY_MAX_METERS } from './live-constants.js';

/**
 * A like or a message request needs a shared context at that
 * moment — both checked in at the same venue in the same mode, or both live within 500 m — and an
 * incognito person gets message requests only from people they liked. Otherwise 403 with this code.
 * The answer is the same whatever the reason (far away, another mode, hidden by a block or incognito),
 * so nobody learns from it where someone is or that they are hiding.
 */
export const NO_SHARED_CONTEXT = 'NO_SHARED_CONTEXT' as const;
/** Both live within this distance (the shown cell distance, as in live discovery) is a shared context. */
export const REACH_MAX_METERS = PROXIMITY_MAX_METERS;
export const LIKE_OUT_OF_REACH_MESSAGE = 'You can like someone only while you are both at the same venue, or both live within 500 m of each other.';
/** The same refusal for a message request: its own sentence, so its own code. */
export const REQUEST_OUT_OF_REACH = 'REQUEST_OUT_OF_REACH' as const;
export const REQUEST_OUT_OF_REACH_MESSAGE = 'You can send a message request only while you are both at the same venue, or both live within 500 m of each other.';

/** RPC.venue.liveWithin: both fresh live statuses, their cells within REACH_MAX_METERS. */
export const liveWithinSchema = z.object({ within: z.boolean() });
/** RPC.matching.reach: answers only when the request may go out (else 403 REQUEST_OUT_OF_REACH). */
export const reachableSchema = z.object({ reachable: z.literal(true) });
/**
 * RPC.matching.discoveryAudience: `change` 'presence' (an arrival or departure: viewers who may see the
 * subject now) or 'incognito' (the subject switched incognito: viewers for whom that changes what they
 * see, i.e. not blocked either way and not liked by the subject).
 */
export const discoveryAudienceRequestSchema = z.object({
  viewerIds: z.array(z.string()).max(10_000),
  change: z.enum(['presence', 'incognito']).default('presence'),
});
export const discoveryAudienceSchema = z.object({ viewerIds: z.array(z.string()) });
/** RPC.matching.pairMatch / RPC.chat.pairConversation: what the pair shared, by its own id. */
export const pairMatchSchema = z.object({ matchId: z.string().nullable() });
export const pairConversationSchema = z.object({ conversationId: z.string().nullable() });
