/** Professional networking over socket.io (gateway → browser). */

/** Someone asked this person to connect (matching's ProfessionalConnectionRequested). */
export const PROFESSIONAL_CONNECTION_REQUESTED = 'professional:connection-requested' as const;
/** The recipient accepted; both people refetch (the conversation opens in chat). A decline is never pushed. */
export const PROFESSIONAL_CONNECTION_ACCEPTED = 'professional:connection-accepted' as const;

export interface ProfessionalConnectionRequestedPush {
  connectionId: string;
  fromUserId: string;
  fromDisplayName: string;
  message: string | null;
  createdAt: string;
}

export interface ProfessionalConnectionAcceptedPush {
  connectionId: string;
  fromUserId: string;
  toUserId: string;
  acceptedAt: string;
}
