/**
 * matching_like_v4 as migration 1849795000000 installs it: the version the previous release calls (this
 * release calls matching_like_batch_v1, which decides each like by the same steps).
 *
 * Frozen: the exact SQL a released migration ran, so the migration installs the same function on every
 * database whenever it runs. Never edit it: a change is a new version (a new file, a new function name
 * and a new migration); migrations.lock.json fails the unit tests if this text changes.
 */

/** Installed by migration 1849795000000. */
export const CREATE_LIKE_FUNCTION_V4 = `CREATE OR REPLACE FUNCTION matching_like_v4(text, text, text, uuid, text, uuid, text, uuid, text, text, jsonb, jsonb, timestamptz, uuid, text, text, jsonb, jsonb, timestamptz, timestamptz) RETURNS TABLE (existing boolean, allowed boolean, visible boolean, like_id uuid, like_venue_id text, reverse boolean,
  found_match_id uuid, match_id uuid, match_venue_id text, match_venue_name text, match_created_at timestamptz,
  blocked text, like_event jsonb, match_event jsonb)
  LANGUAGE plpgsql VOLATILE AS $fn$
#variable_conflict use_column
DECLARE
  v_mine_venue text;
  v_mine_mode text;
  v_reverse_venue text;
  v_meet_points jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext($7));
  SELECT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = $1 AND l.to_user_id = $2),
    (SELECT CASE WHEN bool_or(x.reason = 'block') THEN 'me' WHEN count(*) > 0 THEN 'them' END FROM exclusions x
      WHERE x.user_id = $1 AND x.other_user_id = $2 AND x.reason IN ('block', 'blocked_by')),
    c.venue_id, c.mode, r.from_user_id IS NOT NULL, r.venue_id,
    (SELECT m.id FROM matches m
      WHERE LEAST(m.user_a_id, m.user_b_id) = LEAST($1, $2) AND GREATEST(m.user_a_id, m.user_b_id) = GREATEST($1, $2) AND m.ended_at IS NULL)
    INTO existing, blocked, v_mine_venue, v_mine_mode, reverse, v_reverse_venue, found_match_id
    FROM (SELECT 1) one
    LEFT JOIN active_checkins c ON c.user_id = $1 AND c.expires_at > now()
    LEFT JOIN likes r ON r.from_user_id = $2 AND r.to_user_id = $1;
  allowed := $3 IS NULL OR COALESCE(v_mine_venue = $3 AND v_mine_mode = 'dating', false);
  IF NOT existing AND blocked IS NULL AND allowed THEN
    IF $3 IS NULL THEN
      visible := EXISTS (SELECT 1 
  FROM profile_cards p
  WHERE p.user_id = $2 AND p.user_id <> $1
    AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = $1 AND x.other_user_id = p.user_id)
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = $1 AND s.to_user_id = p.user_id)
    AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l2 WHERE l2.from_user_id = p.user_id AND l2.to_user_id = $1)));
    ELSE
      visible := EXISTS (SELECT 1 
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
    AND (p.wants_any OR COALESCE(me.gender_key, 'other') = ANY(p.wants)) AND c.user_id = $2);
    END IF;
    IF visible THEN
      INSERT INTO likes (id, from_user_id, to_user_id, venue_id, context_message) VALUES ($4, $1, $2, COALESCE($3, v_mine_venue), $5)
        RETURNING id, venue_id INTO like_id, like_venue_id;
      INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT $8::uuid, $9::text, $10::text, jsonb_set($11::jsonb, '{data,venueId}', COALESCE(to_jsonb(like_venue_id), 'null'::jsonb)), $12::jsonb, $13::timestamptz 
     RETURNING payload INTO like_event;
    END IF;
  END IF;
  IF NOT reverse OR blocked IS NOT NULL OR NOT (existing OR like_id IS NOT NULL) THEN
    RETURN NEXT;
    RETURN;
  END IF;
  IF found_match_id IS NULL THEN
    match_venue_id := COALESCE(like_venue_id, $3, v_reverse_venue);
    SELECT v.name, v.meet_points INTO match_venue_name, v_meet_points FROM venues v WHERE v.venue_id = match_venue_id;
    INSERT INTO matches (id, user_a_id, user_b_id, venue_id, venue_name, created_at) VALUES ($6, $2, $1, match_venue_id, match_venue_name, $20)
      RETURNING id, created_at INTO match_id, match_created_at;
    INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT $14::uuid, $15::text, $16::text, jsonb_set($17::jsonb, '{data}', ($17::jsonb)->'data' || jsonb_build_object(
    'venueId', COALESCE(to_jsonb(match_venue_id), 'null'::jsonb), 'venueName', COALESCE(to_jsonb(match_venue_name), 'null'::jsonb), 'userA', jsonb_build_object('id', $2, 'profile', COALESCE(
  (SELECT jsonb_build_object('displayName', p.display_name, 'photos', p.photos, 'age', p.age, 'bio', p.bio,
            'isVerified', COALESCE((SELECT v.level FROM verification_levels v WHERE v.user_id = p.user_id), 'unverified') <> 'unverified')
     FROM profile_cards p WHERE p.user_id = $2),
  jsonb_build_object('displayName', 'Unknown User', 'photos', '[]'::jsonb, 'age', null, 'bio', '', 'isVerified', false))), 'userB', jsonb_build_object('id', $1, 'profile', COALESCE(
  (SELECT jsonb_build_object('displayName', p.display_name, 'photos', p.photos, 'age', p.age, 'bio', p.bio,
            'isVerified', COALESCE((SELECT v.level FROM verification_levels v WHERE v.user_id = p.user_id), 'unverified') <> 'unverified')
     FROM profile_cards p WHERE p.user_id = $1),
  jsonb_build_object('displayName', 'Unknown User', 'photos', '[]'::jsonb, 'age', null, 'bio', '', 'isVerified', false))))
  || CASE WHEN jsonb_typeof(v_meet_points) = 'array' THEN jsonb_build_object('meetPoints', v_meet_points) ELSE '{}'::jsonb END), $18::jsonb, $19::timestamptz 
     RETURNING payload INTO match_event;
  END IF;
  RETURN NEXT;
END
$fn$`;

/** Run by 1849795000000 down. */
export const DROP_LIKE_FUNCTION_V4 = `DROP FUNCTION IF EXISTS matching_like_v4(text, text, text, uuid, text, uuid, text, uuid, text, text, jsonb, jsonb, timestamptz, uuid, text, text, jsonb, jsonb, timestamptz, timestamptz)`;
