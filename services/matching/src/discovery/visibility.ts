import type { EntityManager } from 'typeorm';
import { RpcError } from '@converge/contracts';

/**
 * Who the viewer ($1) may see at a venue ($2): people with an active check-in there, except the
 * viewer, anyone excluded (blocks either way), anyone already liked or passed, incognito people who
 * have not liked the viewer, and anyone outside "looking for" either way. The viewer's own card may not
 * have arrived yet: then the viewer counts as wanting anyone and being of no narrowed gender.
 */
export const VISIBLE_AT_VENUE = `
  FROM active_checkins c
  JOIN profile_cards p ON p.user_id = c.user_id
  LEFT JOIN profile_cards me ON me.user_id = $1
  WHERE c.venue_id = $2
    AND c.expires_at > now()
    AND c.user_id <> $1
    AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = c.user_id)
    AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = $1 AND l.to_user_id = c.user_id)
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = $1 AND s.to_user_id = c.user_id)
    AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l2 WHERE l2.from_user_id = c.user_id AND l2.to_user_id = $1))
    AND (COALESCE(me.wants_any, true) OR p.gender_key = ANY(me.wants))
    AND (p.wants_any OR COALESCE(me.gender_key, 'other') = ANY(p.wants))`;

/** Who the viewer may like without a venue (live discovery): a real profile, not excluded, incognito rule. */
const VISIBLE_ANYWHERE = `
  FROM profile_cards p
  WHERE p.user_id = $2 AND p.user_id <> $1
    AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = p.user_id)
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = $1 AND s.to_user_id = p.user_id)
    AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l2 WHERE l2.from_user_id = p.user_id AND l2.to_user_id = $1))`;

export interface ActiveCheckIn {
  venueId: string;
  venueName: string | null;
  expiresAt: string;
}

export async function activeCheckIn(manager: EntityManager, userId: string): Promise<ActiveCheckIn | null> {
  const [row] = await manager.query(
    `SELECT c.venue_id, v.name, c.expires_at FROM active_checkins c LEFT JOIN venues v ON v.venue_id = c.venue_id
     WHERE c.user_id = $1 AND c.expires_at > now()`,
    [userId],
  );
  return row ? { venueId: row.venue_id, venueName: row.name, expiresAt: new Date(row.expires_at).toISOString() } : null;
}

/** The discovery rule for a venue: only the venue the caller is checked in at (403 otherwise). */
export async function requireCheckedInAt(manager: EntityManager, userId: string, venueId: string): Promise<ActiveCheckIn> {
  const current = await activeCheckIn(manager, userId);
  if (!current || current.venueId !== venueId) {
    throw RpcError.forbidden('You can only see people at the venue where you are checked in.', 'NOT_CHECKED_IN');
  }
  return current;
}

/** Whether `targetId` is someone the viewer may see right now (like/pass target check). */
export async function isVisible(manager: EntityManager, viewerId: string, targetId: string, venueId: string | undefined): Promise<boolean> {
  if (venueId) {
    const rows = await manager.query(`SELECT 1 ${VISIBLE_AT_VENUE} AND c.user_id = $3`, [viewerId, venueId, targetId]);
    return rows.length > 0;
  }
  const rows = await manager.query(`SELECT 1 ${VISIBLE_ANYWHERE}`, [viewerId, targetId]);
  return rows.length > 0;
}
