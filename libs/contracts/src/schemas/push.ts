import { z } from 'zod';

/** A browser's PushSubscription (its toJSON()): where the push service takes messages for one device. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    /** The device's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'p256dh must be a base64url P-256 key'),
    /** The 16-byte auth secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, 'auth must be a base64url secret'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/** What the service worker receives in a push message and shows as a notification. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The screen a tap opens (a path of the web app). */
  url: z.string().startsWith('/'),
  /** Same tag replaces an older notification (one per conversation, match, ...). */
  tag: z.string(),
  /** A message its sender was asked "Are you sure?" about and sent anyway: its text is not shown. */
  flagged: z.literal(true).optional(),
  categories: z.array(z.string()).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** GET /api/push/key: the VAPID public key. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;
/** POST and DELETE /api/push/subscriptions */
export const pushOkSchema = z.object({ ok: z.literal(true) });

/**
 * identity's answer to `push.subscribe`, for the gateway only: stored, or the endpoint is
 * another account's, registered by that account's session `session` (a session handle; null for a
 * row from before sessions were recorded). The gateway decides whether that session has ended.
 */
export const pushSubscribeReplySchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), owner: z.object({ userId: z.string(), session: z.string().nullable() }) }),
]);
export type PushSubscribeReply = z.infer<typeof pushSubscribeReplySchema>;

/** push.subscribe: the handler parses the subscription (pushSubscriptionSchema) and the session fields itself. */
export const pushSubscribePayloadSchema = z.object({ subscription: z.unknown().optional(), session: z.unknown().optional(), takeOverFrom: z.unknown().optional() });
/** push.forgetSession: the session handle (null: every session), parsed by the handler. */
export const pushForgetSessionPayloadSchema = z.object({ session: z.unknown().optional() });
