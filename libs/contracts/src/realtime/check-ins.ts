/**
 * socket.io events of "Check on me", to the person's own devices. Apart from the request schemas
 * (schemas/check-ins.ts) so the web app's every-screen prompt does not carry zod.
 */
export const CHECK_IN_SOCKET_EVENTS = {
  /** A check-in is due: show the full-screen "Are you safe?". */
  due: 'safety:check-in-due',
  /** No answer in time: trusted contacts were alerted (never sent for a duress answer). */
  escalated: 'safety:check-in-escalated',
  /** Answered or cancelled on one device: close the prompt on the others. */
  closed: 'safety:check-in-closed',
} as const;
export interface CheckInDuePush {
  id: string;
  dueAt: string;
}
export interface CheckInEscalatedPush {
  id: string;
  escalatedAt: string;
}
export interface CheckInClosedPush {
  id: string;
}
