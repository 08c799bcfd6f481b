import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler, isoOrNull as iso } from '@converge/platform';

/** The matching service's part of a person's data export: likes given, passes, matches and meet points. */
@Injectable()
export class MatchingPrivacyRpc {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.matching.exportData, { actor: 'required' })
  async export({ actor }: SignedInPayload) {
    const me = actor.userId;
    const [likes, passes, matches, professional, connections] = await Promise.all([
      this.dataSource.query('SELECT id, to_user_id, venue_id, context_message, created_at FROM likes WHERE from_user_id = $1 ORDER BY created_at', [me]),
      this.dataSource.query('SELECT to_user_id, venue_id, created_at FROM passes WHERE from_user_id = $1 ORDER BY created_at', [me]),
      this.dataSource.query(
        `SELECT id, CASE WHEN user_a_id = $1 THEN user_b_id ELSE user_a_id END AS other, venue_id, venue_name, meet_point,
                meet_point_chosen_by, meet_point_chosen_at, created_at, ended_at, end_reason
           FROM matches WHERE user_a_id = $1 OR user_b_id = $1 ORDER BY created_at`,
        [me],
      ),
      this.dataSource.query('SELECT * FROM professional_profiles WHERE user_id = $1', [me]),
      this.dataSource.query(
        `SELECT id, from_user_id, to_user_id, message, status, created_at, answered_at FROM professional_connections
          WHERE from_user_id = $1 OR to_user_id = $1 ORDER BY created_at`,
        [me],
      ),
    ]);
    const pro = professional[0];
    return {
      // Professional networking (issue 17): the profile and every connection request the person sent or received.
      professionalProfile: pro
        ? { displayName: pro.display_name, jobTitle: pro.job_title, company: pro.company, industry: pro.industry, seniority: pro.seniority, expertise: pro.expertise, interests: pro.interests, bio: pro.bio, linkedinUrl: pro.linkedin_url, workLocation: pro.work_location, timezone: pro.timezone }
        : null,
      professionalConnections: connections.map((c: any) => ({
        id: c.id,
        direction: c.from_user_id === me ? 'sent' : 'received',
        otherUserId: c.from_user_id === me ? c.to_user_id : c.from_user_id,
        message: c.message,
        // A sender is never told of a decline, not even here.
        status: c.from_user_id === me && c.status === 'declined' ? 'pending' : c.status,
        createdAt: iso(c.created_at),
        answeredAt: c.from_user_id === me && c.status === 'declined' ? null : iso(c.answered_at),
      })),
      likesGiven: likes.map((l: any) => ({ id: l.id, toUserId: l.to_user_id, venueId: l.venue_id, contextMessage: l.context_message, createdAt: iso(l.created_at) })),
      passes: passes.map((p: any) => ({ toUserId: p.to_user_id, venueId: p.venue_id, createdAt: iso(p.created_at) })),
      matches: matches.map((m: any) => ({
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
}
