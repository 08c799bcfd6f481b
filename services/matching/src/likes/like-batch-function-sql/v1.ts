/**
 * matching_like_batch_v1 as migration 1849820000000 installs it: the version the service calls
 * (like-batch-function.ts generates the same text from the shared visibility rules;
 * like-batch-function.spec.ts keeps them equal).
 *
 * Frozen: the exact SQL a released migration ran, so the migration installs the same function on every
 * database whenever it runs. Never edit it: a change is a new version (a new file, a new function name
 * and a new migration); migrations.lock.json fails the unit tests if this text changes.
 */

/** Installed by migration 1849820000000. */
export const CREATE_LIKE_BATCH_FUNCTION_V1 = `CREATE OR REPLACE FUNCTION matching_like_batch_v1(text[], text[], text[], uuid[], text[], uuid[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], timestamptz[]) RETURNS TABLE (ordinal int, existing boolean, allowed boolean, visible boolean, like_id uuid, like_venue_id text, reverse boolean,
  found_match_id uuid, match_id uuid, match_venue_id text, match_venue_name text, match_created_at timestamptz,
  blocked text, like_event jsonb, match_event jsonb)
  LANGUAGE plpgsql VOLATILE AS $fn$
#variable_conflict use_column
DECLARE
  arg record;
  v_key int;
  v_mine_venue text;
  v_mine_mode text;
  v_reverse_venue text;
  v_meet_points jsonb;
BEGIN
  FOR v_key IN SELECT DISTINCT hashtext(k) FROM unnest($7) k ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(v_key);
  END LOOP;
  FOR arg IN
    SELECT * FROM unnest($1, $2, $3, $4, $5, $6, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) WITH ORDINALITY
      AS a(liker, liked, venue, new_like_id, note, new_match_id, like_out_0, like_out_1, like_out_2, like_out_3, like_out_4, like_out_5, match_out_0, match_out_1, match_out_2, match_out_3, match_out_4, match_out_5, created, nth)
  LOOP
    ordinal := arg.nth;
    existing := NULL; allowed := NULL; visible := NULL; like_id := NULL; like_venue_id := NULL; reverse := NULL;
    found_match_id := NULL; match_id := NULL; match_venue_id := NULL; match_venue_name := NULL; match_created_at := NULL;
    blocked := NULL; like_event := NULL; match_event := NULL; v_meet_points := NULL;
    SELECT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = arg.liker AND l.to_user_id = arg.liked),
      (SELECT CASE WHEN bool_or(x.reason = 'block') THEN 'me' WHEN count(*) > 0 THEN 'them' END FROM exclusions x
        WHERE x.user_id = arg.liker AND x.other_user_id = arg.liked AND x.reason IN ('block', 'blocked_by')),
      c.venue_id, c.mode, r.from_user_id IS NOT NULL, r.venue_id,
      (SELECT m.id FROM matches m
        WHERE LEAST(m.user_a_id, m.user_b_id) = LEAST(arg.liker, arg.liked) AND GREATEST(m.user_a_id, m.user_b_id) = GREATEST(arg.liker, arg.liked)
          AND m.ended_at IS NULL)
      INTO existing, blocked, v_mine_venue, v_mine_mode, reverse, v_reverse_venue, found_match_id
      FROM (SELECT 1) one
      LEFT JOIN active_checkins c ON c.user_id = arg.liker AND c.expires_at > now()
      LEFT JOIN likes r ON r.from_user_id = arg.liked AND r.to_user_id = arg.liker;
    allowed := arg.venue IS NULL OR COALESCE(v_mine_venue = arg.venue AND v_mine_mode = 'dating', false);
    IF NOT existing AND blocked IS NULL AND allowed THEN
      IF arg.venue IS NULL THEN
        visible := EXISTS (SELECT 1 
  FROM profile_cards p
  WHERE p.user_id = arg.liked AND p.user_id <> arg.liker
    AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = arg.liker AND x.other_user_id = p.user_id)
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = arg.liker AND s.to_user_id = p.user_id)
    AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l2 WHERE l2.from_user_id = p.user_id AND l2.to_user_id = arg.liker)));
      ELSE
        visible := EXISTS (SELECT 1 
  FROM active_checkins c
  JOIN profile_cards p ON p.user_id = c.user_id
  LEFT JOIN profile_cards me ON me.user_id = arg.liker
  WHERE c.venue_id = arg.venue
    AND c.expires_at > now()
    AND c.mode = 'dating'
    AND 
    c.user_id <> arg.liker
    AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = arg.liker AND x.other_user_id = c.user_id)
    AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = arg.liker AND l.to_user_id = c.user_id)
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = arg.liker AND s.to_user_id = c.user_id)
    AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l2 WHERE l2.from_user_id = c.user_id AND l2.to_user_id = arg.liker))
    AND (COALESCE(me.wants_any, true) OR p.gender_key = ANY(me.wants))
    AND (p.wants_any OR COALESCE(me.gender_key, 'other') = ANY(p.wants)) AND c.user_id = arg.liked);
      END IF;
      IF visible THEN
        INSERT INTO likes (id, from_user_id, to_user_id, venue_id, context_message)
          VALUES (arg.new_like_id, arg.liker, arg.liked, COALESCE(arg.venue, v_mine_venue), arg.note)
          RETURNING id, venue_id INTO like_id, like_venue_id;
        INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT arg.like_out_0::uuid, arg.like_out_1::text, arg.like_out_2::text, jsonb_set(arg.like_out_3::jsonb, '{data,venueId}', COALESCE(to_jsonb(like_venue_id), 'null'::jsonb)), arg.like_out_4::jsonb, arg.like_out_5::timestamptz 
     RETURNING payload INTO like_event;
      END IF;
    END IF;
    IF reverse AND blocked IS NULL AND (existing OR like_id IS NOT NULL) AND found_match_id IS NULL THEN
      match_venue_id := COALESCE(like_venue_id, arg.venue, v_reverse_venue);
      SELECT v.name, v.meet_points INTO match_venue_name, v_meet_points FROM venues v WHERE v.venue_id = match_venue_id;
      INSERT INTO matches (id, user_a_id, user_b_id, venue_id, venue_name, created_at)
        VALUES (arg.new_match_id, arg.liked, arg.liker, match_venue_id, match_venue_name, arg.created)
        RETURNING id, created_at INTO match_id, match_created_at;
      INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT arg.match_out_0::uuid, arg.match_out_1::text, arg.match_out_2::text, jsonb_set(arg.match_out_3::jsonb, '{data}', (arg.match_out_3::jsonb)->'data' || jsonb_build_object(
    'venueId', COALESCE(to_jsonb(match_venue_id), 'null'::jsonb), 'venueName', COALESCE(to_jsonb(match_venue_name), 'null'::jsonb), 'userA', jsonb_build_object('id', arg.liked, 'profile', COALESCE(
  (SELECT jsonb_build_object('displayName', p.display_name, 'photos', p.photos, 'age', p.age, 'bio', p.bio,
            'isVerified', COALESCE((SELECT v.level FROM verification_levels v WHERE v.user_id = p.user_id), 'unverified') <> 'unverified')
     FROM profile_cards p WHERE p.user_id = arg.liked),
  jsonb_build_object('displayName', 'Unknown User', 'photos', '[]'::jsonb, 'age', null, 'bio', '', 'isVerified', false))), 'userB', jsonb_build_object('id', arg.liker, 'profile', COALESCE(
  (SELECT jsonb_build_object('displayName', p.display_name, 'photos', p.photos, 'age', p.age, 'bio', p.bio,
            'isVerified', COALESCE((SELECT v.level FROM verification_levels v WHERE v.user_id = p.user_id), 'unverified') <> 'unverified')
     FROM profile_cards p WHERE p.user_id = arg.liker),
  jsonb_build_object('displayName', 'Unknown User', 'photos', '[]'::jsonb, 'age', null, 'bio', '', 'isVerified', false))))
  || CASE WHEN jsonb_typeof(v_meet_points) = 'array' THEN jsonb_build_object('meetPoints', v_meet_points) ELSE '{}'::jsonb END), arg.match_out_4::jsonb, arg.match_out_5::timestamptz 
     RETURNING payload INTO match_event;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$fn$`;

/** Run by 1849820000000 down. */
export const DROP_LIKE_BATCH_FUNCTION_V1 = `DROP FUNCTION IF EXISTS matching_like_batch_v1(text[], text[], text[], uuid[], text[], uuid[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], text[], timestamptz[])`;
