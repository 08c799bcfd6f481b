import type { VerificationLevel, VerificationStep } from '../schemas/verification.js';

/** socket.io events of identity verification (server → client). */
export const VERIFICATION_SOCKET_EVENTS = {
  /** A reviewer decided one of the person's steps; the dashboard refreshes its status. */
  decided: 'verification:decided',
} as const;

export interface VerificationDecidedPush {
  step: VerificationStep;
  decision: 'approve' | 'reject';
  reason: string | null;
  verificationLevel: VerificationLevel;
}
