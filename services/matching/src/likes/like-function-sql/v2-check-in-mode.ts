/**
 * matching_like_v2 with the check-in mode rule, as migration 1809000000002 replaced its body in place
 * (released in 249c3efc): same name, arguments and result as v2.ts.
 *
 * Frozen: the exact SQL a released migration ran, so the migration installs the same function on every
 * database whenever it runs. Never edit it: a change is a new version (a new file, a new function name
 * and a new migration); migrations.lock.json fails the unit tests if this text changes.
 */

/** Installed by migration 1809000000002. */
export const CREATE_LIKE_FUNCTION_V2_CHECK_IN_MODE = `CREATE OR REPLACE FUNCTION matching_like_v2(text, text, text, uuid, text, uuid, text, uuid, text, text, jsonb, jsonb, timestamptz, uuid, text, text, jsonb, jsonb, timestamptz, timestamptz) RETURNS TABLE (existing boolean, allowed boolean, visible boolean, like_id uuid, like_venue_id text, reverse boolean,
  found_match_id uuid, match_id uuid, match_venue_id text, match_venue_name text, match_created_at timestamptz,
  blocked text, like_event jsonb, match_event jsonb)
  LANGUAGE plpgsql VOLATILE AS $fn$
#variable_conflict use_column
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext($7));
  RETURN QUERY
  WITH existing AS (SELECT 1 FROM likes WHERE from_user_id = $1 AND to_user_id = $2),
   blocked AS (SELECT (SELECT CASE WHEN bool_or(reason = 'block') THEN 'me' WHEN count(*) > 0 THEN 'them' END FROM exclusions
     WHERE user_id = $1 AND other_user_id = $2 AND reason IN ('block', 'blocked_by')) AS who),
   mine AS (SELECT venue_id, mode FROM active_checkins WHERE user_id = $1 AND expires_at > now()),
   allowed AS (SELECT $3 IS NULL OR EXISTS (SELECT 1 FROM mine WHERE venue_id = $3 AND mode = 'dating') AS ok),
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
    AND c.mode = 'dating'
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
     WHERE NOT EXISTS (SELECT 1 FROM existing) AND (SELECT ok FROM allowed) AND (SELECT ok FROM visible) AND (SELECT who FROM blocked) IS NULL
     RETURNING id, venue_id),
   reverse AS (SELECT venue_id FROM likes WHERE from_user_id = $2 AND to_user_id = $1),
   found AS (
     SELECT id FROM matches
     WHERE LEAST(user_a_id, user_b_id) = LEAST($1, $2) AND GREATEST(user_a_id, user_b_id) = GREATEST($1, $2) AND ended_at IS NULL),
   match_venue AS (
     SELECT COALESCE((SELECT venue_id FROM inserted), $3, (SELECT venue_id FROM reverse)) AS venue_id),
   created AS (
     INSERT INTO matches (id, user_a_id, user_b_id, venue_id, venue_name, created_at)
     SELECT $6, $2, $1, mv.venue_id, (SELECT v.name FROM venues v WHERE v.venue_id = mv.venue_id), $20
     FROM match_venue mv
     WHERE EXISTS (SELECT 1 FROM reverse) AND NOT EXISTS (SELECT 1 FROM found)
       AND (EXISTS (SELECT 1 FROM existing) OR EXISTS (SELECT 1 FROM inserted)) AND (SELECT who FROM blocked) IS NULL
     RETURNING id, user_a_id, user_b_id, venue_id, venue_name, created_at),
   like_event AS (INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT $8::uuid, $9::text, $10::text, jsonb_set($11::jsonb, '{data,venueId}', COALESCE(to_jsonb(i.venue_id), 'null'::jsonb)), $12::jsonb, $13::timestamptz FROM inserted i
     RETURNING payload),
   match_event AS (INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT $14::uuid, $15::text, $16::text, CASE WHEN jsonb_typeof((SELECT v.meet_points FROM venues v WHERE v.venue_id = m.venue_id)) = 'array' THEN jsonb_set(jsonb_set(jsonb_set(jsonb_set(jsonb_set($17::jsonb, '{data,venueId}', COALESCE(to_jsonb(m.venue_id), 'null'::jsonb)), '{data,venueName}', COALESCE(to_jsonb(m.venue_name), 'null'::jsonb)), '{data,userA}', jsonb_build_object('id', m.user_a_id, 'profile', COALESCE(
  (SELECT jsonb_build_object('displayName', p.display_name, 'photos', p.photos, 'age', p.age, 'bio', p.bio,
            'isVerified', COALESCE((SELECT v.level FROM verification_levels v WHERE v.user_id = p.user_id), 'unverified') <> 'unverified')
     FROM profile_cards p WHERE p.user_id = m.user_a_id),
  jsonb_build_object('displayName', 'Unknown User', 'photos', '[]'::jsonb, 'age', null, 'bio', '', 'isVerified', false)))), '{data,userB}', jsonb_build_object('id', m.user_b_id, 'profile', COALESCE(
  (SELECT jsonb_build_object('displayName', p.display_name, 'photos', p.photos, 'age', p.age, 'bio', p.bio,
            'isVerified', COALESCE((SELECT v.level FROM verification_levels v WHERE v.user_id = p.user_id), 'unverified') <> 'unverified')
     FROM profile_cards p WHERE p.user_id = m.user_b_id),
  jsonb_build_object('displayName', 'Unknown User', 'photos', '[]'::jsonb, 'age', null, 'bio', '', 'isVerified', false)))), '{data,meetPoints}', (SELECT v.meet_points FROM venues v WHERE v.venue_id = m.venue_id)) ELSE jsonb_set(jsonb_set(jsonb_set(jsonb_set($17::jsonb, '{data,venueId}', COALESCE(to_jsonb(m.venue_id), 'null'::jsonb)), '{data,venueName}', COALESCE(to_jsonb(m.venue_name), 'null'::jsonb)), '{data,userA}', jsonb_build_object('id', m.user_a_id, 'profile', COALESCE(
  (SELECT jsonb_build_object('displayName', p.display_name, 'photos', p.photos, 'age', p.age, 'bio', p.bio,
            'isVerified', COALESCE((SELECT v.level FROM verification_levels v WHERE v.user_id = p.user_id), 'unverified') <> 'unverified')
     FROM profile_cards p WHERE p.user_id = m.user_a_id),
  jsonb_build_object('displayName', 'Unknown User', 'photos', '[]'::jsonb, 'age', null, 'bio', '', 'isVerified', false)))), '{data,userB}', jsonb_build_object('id', m.user_b_id, 'profile', COALESCE(
  (SELECT jsonb_build_object('displayName', p.display_name, 'photos', p.photos, 'age', p.age, 'bio', p.bio,
            'isVerified', COALESCE((SELECT v.level FROM verification_levels v WHERE v.user_id = p.user_id), 'unverified') <> 'unverified')
     FROM profile_cards p WHERE p.user_id = m.user_b_id),
  jsonb_build_object('displayName', 'Unknown User', 'photos', '[]'::jsonb, 'age', null, 'bio', '', 'isVerified', false)))) END, $18::jsonb, $19::timestamptz FROM created m
     RETURNING payload)
   SELECT EXISTS (SELECT 1 FROM existing),
     (SELECT ok FROM allowed),
     (SELECT ok FROM visible),
     (SELECT id FROM inserted),
     (SELECT venue_id FROM inserted),
     EXISTS (SELECT 1 FROM reverse),
     (SELECT id FROM found),
     m.id, m.venue_id, m.venue_name, m.created_at,
     (SELECT who FROM blocked),
     (SELECT payload FROM like_event),
     (SELECT payload FROM match_event)
   FROM (SELECT 1) one LEFT JOIN created m ON true;
END
$fn$`;
