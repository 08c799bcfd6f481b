/**
 * matching_like_v1 as migration 1700000800000 installed it from cf6250ef until v2. Its very first form
 * (6438886e, replaced in place fifteen minutes later) lacked like_event and match_event in its result;
 * this is the v1 every later release knew.
 *
 * Frozen: the exact SQL a released migration ran, so the migration installs the same function on every
 * database whenever it runs. Never edit it: a change is a new version (a new file, a new function name
 * and a new migration); migrations.lock.json fails the unit tests if this text changes.
 */

/** Installed by migration 1700000800000. */
export const CREATE_LIKE_FUNCTION_V1 = `CREATE OR REPLACE FUNCTION matching_like_v1(text, text, text, uuid, text, uuid, text, uuid, text, jsonb, timestamptz, uuid, text, jsonb, timestamptz, jsonb, timestamptz) RETURNS TABLE (existing boolean, allowed boolean, visible boolean, like_id uuid, like_venue_id text, reverse boolean,
  found_match_id uuid, match_id uuid, match_venue_id text, match_venue_name text, match_created_at timestamptz,
  like_event jsonb, match_event jsonb)
  LANGUAGE plpgsql VOLATILE AS $fn$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext($7));
  RETURN QUERY
  WITH existing AS (SELECT 1 FROM likes WHERE from_user_id = $1 AND to_user_id = $2),
   mine AS (SELECT venue_id FROM active_checkins WHERE user_id = $1 AND expires_at > now()),
   allowed AS (SELECT $3 IS NULL OR EXISTS (SELECT 1 FROM mine WHERE venue_id = $3) AS ok),
   visible AS (
     SELECT CASE WHEN $3 IS NULL THEN EXISTS (SELECT 1 
  FROM profile_cards p
  WHERE p.user_id = $2 AND p.user_id <> $1
    AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = p.user_id)
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = $1 AND s.to_user_id = p.user_id)
    AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l2 WHERE l2.from_user_id = p.user_id AND l2.to_user_id = $1)))
                 ELSE EXISTS (SELECT 1 
  FROM active_checkins c
  JOIN profile_cards p ON p.user_id = c.user_id
  LEFT JOIN profile_cards me ON me.user_id = $1
  WHERE c.venue_id = $3
    AND c.expires_at > now()
    AND 
    c.user_id <> $1
    AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = c.user_id)
    AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = $1 AND l.to_user_id = c.user_id)
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = $1 AND s.to_user_id = c.user_id)
    AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l2 WHERE l2.from_user_id = c.user_id AND l2.to_user_id = $1))
    AND (COALESCE(me.wants_any, true) OR p.gender_key = ANY(me.wants))
    AND (p.wants_any OR COALESCE(me.gender_key, 'other') = ANY(p.wants)) AND c.user_id = $2) END AS ok),
   inserted AS (
     INSERT INTO likes (id, from_user_id, to_user_id, venue_id, context_message)
     SELECT $4, $1, $2, COALESCE($3, (SELECT venue_id FROM mine)), $5
     WHERE NOT EXISTS (SELECT 1 FROM existing) AND (SELECT ok FROM allowed) AND (SELECT ok FROM visible)
     RETURNING id, venue_id),
   reverse AS (SELECT venue_id FROM likes WHERE from_user_id = $2 AND to_user_id = $1),
   found AS (
     SELECT id FROM matches
     WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2)),
   match_venue AS (
     SELECT COALESCE((SELECT venue_id FROM inserted), $3, (SELECT venue_id FROM reverse)) AS venue_id),
   created AS (
     INSERT INTO matches (id, user_a_id, user_b_id, venue_id, venue_name, created_at)
     SELECT $6, $2, $1, mv.venue_id, (SELECT v.name FROM venues v WHERE v.venue_id = mv.venue_id), $17
     FROM match_venue mv
     WHERE EXISTS (SELECT 1 FROM reverse) AND NOT EXISTS (SELECT 1 FROM found)
       AND (EXISTS (SELECT 1 FROM existing) OR EXISTS (SELECT 1 FROM inserted))
     RETURNING id, venue_id, venue_name, created_at),
   like_event AS (
     INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT $8, 'LikeCreated', $9, jsonb_set($10, '{data,venueId}', COALESCE(to_jsonb(i.venue_id), 'null'::jsonb)), $16, $11
     FROM inserted i
     RETURNING payload),
   match_event AS (
     INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT $12, 'MatchCreated', $13,
            jsonb_set(jsonb_set($14, '{data,venueId}', COALESCE(to_jsonb(m.venue_id), 'null'::jsonb)), '{data,venueName}', COALESCE(to_jsonb(m.venue_name), 'null'::jsonb)), $16, $15
     FROM created m
     RETURNING payload)
   SELECT EXISTS (SELECT 1 FROM existing),
     (SELECT ok FROM allowed),
     (SELECT ok FROM visible),
     (SELECT id FROM inserted),
     (SELECT venue_id FROM inserted),
     EXISTS (SELECT 1 FROM reverse),
     (SELECT id FROM found),
     m.id, m.venue_id, m.venue_name, m.created_at,
     (SELECT payload FROM like_event),
     (SELECT payload FROM match_event)
   FROM (SELECT 1) one LEFT JOIN created m ON true;
END
$fn$`;

/** Run by migration 1806000000000 (v2) and by 1700000800000 down. */
export const DROP_LIKE_FUNCTION_V1 = `DROP FUNCTION IF EXISTS matching_like_v1(text, text, text, uuid, text, uuid, text, uuid, text, jsonb, timestamptz, uuid, text, jsonb, timestamptz, jsonb, timestamptz)`;
