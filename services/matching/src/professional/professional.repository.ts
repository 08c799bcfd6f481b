import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ConnectionDto, ProfessionalProfile } from '@converge/contracts';
import { returnedRows } from '@converge/platform';

export interface ProfileRow {
  user_id: string;
  display_name: string;
  job_title: string;
  company: string;
  industry: ProfessionalProfile['industry'];
  seniority: ProfessionalProfile['seniority'];
  expertise: string[];
  interests: string[];
  bio: string;
  linkedin_url: string | null;
  work_location: string;
  timezone: string;
}

export interface ConnectionRow {
  id: string;
  from_user_id: string;
  to_user_id: string;
  message: string | null;
  status: 'pending' | 'accepted' | 'declined';
  venue_name: string | null;
  created_at: Date;
  answered_at: Date | null;
  other_name?: string | null;
  other_title?: string | null;
  other_company?: string | null;
}

/** A person the viewer may see in professional mode, with the connection between them (if any). */
export interface VisibleRow extends ProfileRow {
  connection_id: string | null;
  connection_status: 'pending' | 'accepted' | null;
  connection_from: string | null;
}

export const toProfile = (r: ProfileRow): ProfessionalProfile => ({
  displayName: r.display_name,
  jobTitle: r.job_title,
  company: r.company,
  industry: r.industry,
  seniority: r.seniority,
  expertise: r.expertise,
  interests: r.interests,
  bio: r.bio,
  linkedinUrl: r.linkedin_url,
  workLocation: r.work_location,
  timezone: r.timezone,
});

/** What a viewer sees of a connection: a declined request stays 'pending' for its sender. */
export function toConnectionDto(r: ConnectionRow, viewerId: string): ConnectionDto {
  const otherId = r.from_user_id === viewerId ? r.to_user_id : r.from_user_id;
  return {
    id: r.id,
    fromUserId: r.from_user_id,
    toUserId: r.to_user_id,
    other: { userId: otherId, displayName: r.other_name ?? 'Someone', jobTitle: r.other_title ?? '', company: r.other_company ?? '' },
    message: r.message,
    status: r.status === 'accepted' ? 'accepted' : 'pending',
    createdAt: new Date(r.created_at).toISOString(),
    answeredAt: r.status === 'accepted' && r.answered_at ? new Date(r.answered_at).toISOString() : null,
  };
}

/** Not blocked either way (exclusions hold both directions of every block). */
const notExcluded = (viewer: string, other: string) => `NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = ${viewer} AND x.other_user_id = ${other})`;

/**
 * Professional profiles (alias pp, from `source`) matching `where` whom viewer $1 may see: not the
 * viewer, not blocked either way, and not incognito unless they asked the viewer to connect (or are
 * connected). The connection the viewer may know of comes along (a request the viewer declined is left
 * out; one the other person declined still shows as the viewer's pending request).
 */
const visibleProfiles = (source: string, where: string) => `
  SELECT pp.*, cn.id AS connection_id,
         CASE WHEN cn.status = 'accepted' THEN 'accepted' WHEN cn.id IS NOT NULL THEN 'pending' END AS connection_status,
         cn.from_user_id AS connection_from
    ${source}
    LEFT JOIN profile_cards card ON card.user_id = pp.user_id
    LEFT JOIN LATERAL (
      SELECT k.id, k.status, k.from_user_id FROM professional_connections k
       WHERE LEAST(k.from_user_id, k.to_user_id) = LEAST($1, pp.user_id) AND GREATEST(k.from_user_id, k.to_user_id) = GREATEST($1, pp.user_id)
         AND (k.status <> 'declined' OR k.from_user_id = $1)
       ORDER BY (k.status = 'accepted') DESC, k.created_at DESC LIMIT 1) cn ON true
   WHERE ${where} AND pp.user_id <> $1
     AND ${notExcluded('$1', 'pp.user_id')}
     AND (card.is_incognito IS NOT TRUE OR cn.from_user_id = pp.user_id OR cn.status = 'accepted')`;

/** People at venue $2 checked in in professional mode, with a professional profile, whom viewer $1 may see. */
const VISIBLE_HERE = visibleProfiles(
  'FROM active_checkins c JOIN professional_profiles pp ON pp.user_id = c.user_id',
  "c.venue_id = $2 AND c.expires_at > now() AND c.mode = 'professional'",
);

/** Of the people $2 (live near viewer $1, from the venue service), those of industry $3 (if given). */
const VISIBLE_AMONG = `${visibleProfiles('FROM professional_profiles pp', 'pp.user_id = ANY($2::text[]) AND ($3::text IS NULL OR pp.industry = $3)')}
   LIMIT 500`;

@Injectable()
export class ProfessionalRepository {
  /** The people (of one industry) among those live near the viewer. */
  async visibleAmong(manager: EntityManager, viewerId: string, userIds: string[], industry: string | null): Promise<VisibleRow[]> {
    if (userIds.length === 0) return [];
    return manager.query(VISIBLE_AMONG, [viewerId, userIds, industry]);
  }

  async profile(manager: EntityManager, userId: string): Promise<ProfileRow | null> {
    const [row] = await manager.query('SELECT * FROM professional_profiles WHERE user_id = $1', [userId]);
    return row ?? null;
  }

  async saveProfile(manager: EntityManager, userId: string, p: ProfessionalProfile): Promise<ProfileRow> {
    const [row] = await manager.query(
      `INSERT INTO professional_profiles (user_id, display_name, job_title, company, industry, seniority, expertise, interests, bio, linkedin_url, work_location, timezone, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, job_title = EXCLUDED.job_title, company = EXCLUDED.company,
         industry = EXCLUDED.industry, seniority = EXCLUDED.seniority, expertise = EXCLUDED.expertise, interests = EXCLUDED.interests,
         bio = EXCLUDED.bio, linkedin_url = EXCLUDED.linkedin_url, work_location = EXCLUDED.work_location, timezone = EXCLUDED.timezone, updated_at = now()
       RETURNING *`,
      [userId, p.displayName, p.jobTitle, p.company, p.industry, p.seniority, p.expertise, p.interests, p.bio, p.linkedinUrl, p.workLocation, p.timezone],
    );
    return row;
  }

  /** The viewer's active check-in (any mode) and the venue's name. */
  async checkIn(manager: EntityManager, userId: string): Promise<{ venue_id: string; name: string | null; mode: string } | null> {
    const [row] = await manager.query(
      `SELECT c.venue_id, v.name, c.mode FROM active_checkins c LEFT JOIN venues v ON v.venue_id = c.venue_id
        WHERE c.user_id = $1 AND c.expires_at > now()`,
      [userId],
    );
    return row ?? null;
  }

  /** Everyone the viewer may see at the venue in professional mode (optionally one industry, or one person). */
  async visibleHere(manager: EntityManager, viewerId: string, venueId: string, filter: { industry?: string; userId?: string } = {}): Promise<VisibleRow[]> {
    return manager.query(
      `${VISIBLE_HERE} AND ($3::text IS NULL OR pp.industry = $3) AND ($4::text IS NULL OR c.user_id = $4)
       ORDER BY c.user_id LIMIT 500`,
      [viewerId, venueId, filter.industry ?? null, filter.userId ?? null],
    );
  }

  async isExcluded(manager: EntityManager, a: string, b: string): Promise<boolean> {
    const rows = await manager.query('SELECT 1 FROM exclusions WHERE user_id = $1 AND other_user_id = $2', [a, b]);
    return rows.length > 0;
  }

  /** Every connection row between the pair, newest first. */
  async pairConnections(manager: EntityManager, a: string, b: string): Promise<ConnectionRow[]> {
    return manager.query(
      `SELECT * FROM professional_connections
        WHERE LEAST(from_user_id, to_user_id) = LEAST($1, $2) AND GREATEST(from_user_id, to_user_id) = GREATEST($1, $2)
        ORDER BY created_at DESC FOR UPDATE`,
      [a, b],
    );
  }

  /** Requests the person sent that still wait (declined ones count too: the sender cannot tell). */
  async openOutgoing(manager: EntityManager, userId: string): Promise<number> {
    const [{ n }] = await manager.query(
      "SELECT count(*)::int AS n FROM professional_connections WHERE from_user_id = $1 AND status <> 'accepted' AND created_at > now() - interval '1 day'",
      [userId],
    );
    return n;
  }

  async insertConnection(manager: EntityManager, from: string, to: string, message: string | null, venueName: string | null): Promise<ConnectionRow> {
    const [row] = await manager.query('INSERT INTO professional_connections (from_user_id, to_user_id, message, venue_name) VALUES ($1, $2, $3, $4) RETURNING *', [
      from,
      to,
      message,
      venueName,
    ]);
    return row;
  }

  /** An incoming pending request of the viewer, locked, never across a block. */
  async lockIncoming(manager: EntityManager, id: string, viewerId: string): Promise<ConnectionRow | null> {
    const [row] = await manager.query(
      `SELECT k.* FROM professional_connections k
        WHERE k.id = $1 AND k.to_user_id = $2 AND k.status = 'pending'
          AND ${notExcluded('$2', 'k.from_user_id')}
        FOR UPDATE OF k`,
      [id, viewerId],
    );
    return row ?? null;
  }

  async answer(manager: EntityManager, id: string, status: 'accepted' | 'declined'): Promise<ConnectionRow> {
    const [row] = returnedRows<ConnectionRow>(await manager.query('UPDATE professional_connections SET status = $2, answered_at = now() WHERE id = $1 RETURNING *', [id, status]));
    return row!;
  }

  /** The viewer's connections with the other person's card: incoming pending, outgoing waiting, accepted. */
  async connectionsOf(manager: EntityManager, viewerId: string): Promise<ConnectionRow[]> {
    return manager.query(
      `SELECT k.*, pp.display_name AS other_name, pp.job_title AS other_title, pp.company AS other_company
         FROM professional_connections k
         LEFT JOIN professional_profiles pp ON pp.user_id = CASE WHEN k.from_user_id = $1 THEN k.to_user_id ELSE k.from_user_id END
        WHERE (k.from_user_id = $1 OR (k.to_user_id = $1 AND k.status <> 'declined'))
          AND ${notExcluded('$1', 'CASE WHEN k.from_user_id = $1 THEN k.to_user_id ELSE k.from_user_id END')}
        ORDER BY COALESCE(k.answered_at, k.created_at) DESC
        LIMIT 300`,
      [viewerId],
    );
  }

  /** One decision per pair at a time (two people tapping Connect at each other at once); held until the transaction ends. */
  async lockPair(manager: EntityManager, a: string, b: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 17))', [[a, b].sort().join('|')]);
  }

  /** A block drops the pair's waiting requests (an accepted connection stays, hidden by exclusions). */
  async declinePending(manager: EntityManager, a: string, b: string): Promise<void> {
    await manager.query(
      `UPDATE professional_connections SET status = 'declined', answered_at = now()
        WHERE status = 'pending'
          AND LEAST(from_user_id, to_user_id) = LEAST($1, $2) AND GREATEST(from_user_id, to_user_id) = GREATEST($1, $2)`,
      [a, b],
    );
  }

  /** A deleted account: every connection and the profile. */
  async erase(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM professional_connections WHERE from_user_id = $1 OR to_user_id = $1', [userId]);
    await manager.query('DELETE FROM professional_profiles WHERE user_id = $1', [userId]);
  }
}
