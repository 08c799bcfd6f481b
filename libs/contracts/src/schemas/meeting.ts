import { z } from 'zod';

/**
 * A meeting session as a participant sees it (GET /api/meeting-session/…): never a position, only the
 * partner's id and who has arrived. Answered by the safety service, read by the web app.
 */
export const meetingSessionViewSchema = z.object({
  sessionId: z.string(),
  matchId: z.string(),
  status: z.enum(['active', 'ended', 'closed']),
  meetPoint: z.string(),
  autoDisableTime: z.string().nullable(),
  keepLocationSharing: z.boolean(),
  sharingActive: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  partnerId: z.string(),
  arrived: z.object({ me: z.boolean(), partner: z.boolean() }),
  // Consent: sharing starts only once the person who did not choose the point accepts it.
  proposedBy: z.string().nullable(),
  agreed: z.boolean(),
  // Keep Sharing needs both people too: who has asked so far.
  keepRequested: z.object({ me: z.boolean(), partner: z.boolean() }),
});
export type MeetingSessionView = z.infer<typeof meetingSessionViewSchema>;
