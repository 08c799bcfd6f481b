import { z } from 'zod';

/**
 * The person's signed-in sessions, listed in the Safety Center. Each ends after
 * `idleTimeoutSeconds` without use and, however much it is used, at `expiresAt`.
 */
export const signedInSessionSchema = z.object({
  /** A handle for the session, not its secret id. */
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** When it ends if it is not used again (never after `expiresAt`). */
  idleExpiresAt: z.string(),
  /** When it ends at the latest. */
  expiresAt: z.string(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

/** GET /api/auth/sessions */
export const signedInSessionsSchema = z.object({
  sessions: z.array(signedInSessionSchema),
  idleTimeoutSeconds: z.number().int(),
  absoluteLifetimeSeconds: z.number().int(),
});
export type SignedInSessions = z.infer<typeof signedInSessionsSchema>;

/** DELETE /api/auth/sessions/{id} */
export const sessionEndedSchema = z.object({ ended: z.literal(true) });
