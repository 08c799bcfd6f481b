const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** The rows the export reads (privacy.repository.ts). */
export interface MatchingExportRows {
  likes: any[];
  passes: any[];
  matches: any[];
  professional: any | null;
  connections: any[];
}

/**
 * Matching's part of a person's data export: likes given, passes, matches and meet points, and the
 * professional profile with every connection request the person sent or received. A sender is never
 * told of a decline, not even here: their declined request shows as pending.
 */
export function exportOf(me: string, { likes, passes, matches, professional: pro, connections }: MatchingExportRows) {
  return {
    professionalProfile: pro
      ? {
          displayName: pro.display_name,
          jobTitle: pro.job_title,
          company: pro.company,
          industry: pro.industry,
          seniority: pro.seniority,
          expertise: pro.expertise,
          interests: pro.interests,
          bio: pro.bio,
          linkedinUrl: pro.linkedin_url,
          workLocation: pro.work_location,
          timezone: pro.timezone,
        }
      : null,
    professionalConnections: connections.map((c) => ({
      id: c.id,
      direction: c.from_user_id === me ? 'sent' : 'received',
      otherUserId: c.from_user_id === me ? c.to_user_id : c.from_user_id,
      message: c.message,
      status: c.from_user_id === me && c.status === 'declined' ? 'pending' : c.status,
      createdAt: iso(c.created_at),
      answeredAt: c.from_user_id === me && c.status === 'declined' ? null : iso(c.answered_at),
    })),
    likesGiven: likes.map((l) => ({ id: l.id, toUserId: l.to_user_id, venueId: l.venue_id, contextMessage: l.context_message, createdAt: iso(l.created_at) })),
    passes: passes.map((p) => ({ toUserId: p.to_user_id, venueId: p.venue_id, createdAt: iso(p.created_at) })),
    matches: matches.map((m) => ({
      id: m.id,
      otherUserId: m.other,
      venueId: m.venue_id,
      venueName: m.venue_name,
      meetPoint: m.meet_point ? { name: m.meet_point, chosenByMe: m.meet_point_chosen_by === me, chosenAt: iso(m.meet_point_chosen_at) } : null,
      createdAt: iso(m.created_at),
      endedAt: iso(m.ended_at),
      endReason: m.end_reason,
    })),
  };
}
