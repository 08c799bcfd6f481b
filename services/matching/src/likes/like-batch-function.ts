import { outboxInsert } from '@converge/platform';
import { visibleAnywhere, visibleAtVenue } from '../discovery/visibility.js';

/**
 * Why a like is decided in SQL: it must find out, under the pair's lock, whether the reverse like
 * exists, whether both people may see each other (the visibility rule, itself SQL fragments from
 * discovery/visibility.ts, so a feed and a like never disagree) and whether a match is created, and
 * write the like, the match and their outbox events in that same transaction. In the database that is
 * one round trip with no window between the check and the write.
 *
 * The likes that reach this process in one turn of the event loop are written in one call of this
 * function: one round trip, one transaction and one commit (one WAL flush) for all of them, instead of
 * one each. Each like is decided in the order given and answers its own row (`ordinal`, 1-based), so
 * each caller gets its own answer or refusal. The single-like function of the previous release
 * (matching_like_v4, like-function-sql/v4.ts) decides a like by the same steps.
 *
 * Why exactly one match per pair, within a batch and between batches:
 * - every pair's advisory lock is taken first, all of them, in the order of their keys. Two batches
 *   (on two replicas, or one process's batches in flight together) that share pairs therefore never
 *   wait for each other in a cycle, and a single-like call (an older replica during a rolling deploy)
 *   takes one lock only, so it cannot close a cycle either. The locks are the single-like function's
 *   (hashtext of the same pair key), so both kinds of call exclude each other;
 * - the statements after the locks each take a fresh snapshot (VOLATILE plpgsql, READ COMMITTED), so
 *   they see every like committed before the locks were granted, and the likes written earlier in this
 *   same call: the two likes of a pair in one batch are decided one after the other, and the second
 *   finds the first and makes the match;
 * - the unique index on the unordered pair stays the backstop.
 * Locks are held until the whole batch commits: a batch is kept short (see LikeBatches).
 *
 * Why step by step and not one statement: an earlier version was one CTE of every check and write, a
 * plan of ~50 subplans that Postgres initialised and tore down on every call whether or not they ran
 * (~600 µs of Postgres CPU per like, most of it executor set-up). Here each step is a small cached plan,
 * run only when the steps before it call for it: one read of what is known before the like (my like, a
 * block, my check-in, the reverse like, the pair's match: none of them can change under the pair's
 * lock), then the visibility check and the writes that apply.
 *
 * What it decides, per like:
 * - a repeat like ("existing") skips the checks and inserts nothing;
 * - otherwise the venue rule (checked in for dating at the venue, when given) and the visibility rule
 *   must both hold before the like is inserted; its venue is the one given, else where I am checked in;
 *   `visible` is decided only when it can matter (a new like, no block, allowed) and is null otherwise;
 * - blocks: a pair with a block either way gets nothing, not even a repeat like's match; a match that a
 *   block ended does not count (a new one may follow an unblock and two new likes);
 * - when the reverse like exists and the pair has no match yet, the match is inserted: user A liked
 *   first (them), user B completed it (me); its venue is this like's, else the reverse like's;
 * - LikeCreated / MatchCreated go to the outbox with exactly the rows inserted; their envelopes are
 *   built (and validated) in the service, and only the fields the function decides are filled here: the
 *   venue, and on MatchCreated both people's cards and the venue's meet points (from the read models),
 *   so "It's a Match!" is pushed from the event alone; the stored envelopes come back (like_event,
 *   match_event) for the relay to publish at once.
 * Nothing is written for a like whose check fails.
 *
 * Arguments are one array per single-like argument, element i being like i; the outbox rows' six values
 * arrive as text and are cast only for the rows inserted. The body is generated from the same
 * visibility rules as discovery; its migration installs a frozen copy of the text
 * (like-batch-function-sql/), so that it installs the same function whenever it runs. A change to those
 * rules or to this body is a new function name, frozen copy and migration: like-batch-function.spec.ts
 * compares this text with the frozen one, and an integration test the installed body with this one.
 */
export const LIKE_BATCH_FUNCTION = 'matching_like_batch_v1';

const OUTBOX_ROW = 'text[], text[], text[], text[], text[], text[]';
/** $1 likers, $2 liked, $3 venues, $4 like ids, $5 notes, $6 match ids, $7 pair keys, $8–$13 LikeCreated rows, $14–$19 MatchCreated rows, $20 match times. */
const ARGUMENTS = `text[], text[], text[], uuid[], text[], uuid[], text[], ${OUTBOX_ROW}, ${OUTBOX_ROW}, timestamptz[]`;

/** The single-like function's row, with the like's position in the arguments first. */
const RESULT = `TABLE (ordinal int, existing boolean, allowed boolean, visible boolean, like_id uuid, like_venue_id text, reverse boolean,
  found_match_id uuid, match_id uuid, match_venue_id text, match_venue_name text, match_created_at timestamptz,
  blocked text, like_event jsonb, match_event jsonb)`;

/** The loop variable's fields, one per argument (see the FOR below). */
const LIKE_OUTBOX = (offset: number) => `arg.like_out_${offset}`;
const MATCH_OUTBOX = (offset: number) => `arg.match_out_${offset}`;
const outboxFields = (prefix: string) => Array.from({ length: 6 }, (_, i) => `${prefix}_${i}`).join(', ');

const jsonOrNull = (expression: string) => `COALESCE(to_jsonb(${expression}), 'null'::jsonb)`;

/** A person's card as MatchView shows it (matchUserSchema), from the profile_cards and verification_levels read models. */
const card = (userId: string) => `jsonb_build_object('id', ${userId}, 'profile', COALESCE(
  (SELECT jsonb_build_object('displayName', p.display_name, 'photos', p.photos, 'age', p.age, 'bio', p.bio,
            'isVerified', COALESCE((SELECT v.level FROM verification_levels v WHERE v.user_id = p.user_id), 'unverified') <> 'unverified')
     FROM profile_cards p WHERE p.user_id = ${userId}),
  jsonb_build_object('displayName', 'Unknown User', 'photos', '[]'::jsonb, 'age', null, 'bio', '', 'isVerified', false)))`;

/**
 * MatchCreated as the function completes it: venue, both cards, and the venue's meet points when known
 * (v_meet_points). Each card is written once: a CASE around two copies of the envelope would let
 * Postgres fold it per call and so plan this statement afresh on every match (a custom plan) instead of
 * reusing one.
 */
const matchEnvelope = (envelope: string) => `jsonb_set(${envelope}, '{data}', (${envelope})->'data' || jsonb_build_object(
    'venueId', ${jsonOrNull('match_venue_id')}, 'venueName', ${jsonOrNull('match_venue_name')}, 'userA', ${card('arg.liked')}, 'userB', ${card('arg.liker')})
  || CASE WHEN jsonb_typeof(v_meet_points) = 'array' THEN jsonb_build_object('meetPoints', v_meet_points) ELSE '{}'::jsonb END)`;

/**
 * The loop variable is `arg` (no table in these statements has that alias); its fields are named so
 * that none is also an output column. The output columns are reset for every like: RETURN NEXT sends
 * whatever they hold.
 */
export const LIKE_BATCH_FUNCTION_BODY = `
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
      AS a(liker, liked, venue, new_like_id, note, new_match_id, ${outboxFields('like_out')}, ${outboxFields('match_out')}, created, nth)
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
        visible := EXISTS (SELECT 1 ${visibleAnywhere('arg.liker', 'arg.liked')});
      ELSE
        visible := EXISTS (SELECT 1 ${visibleAtVenue('arg.liker', 'arg.venue')} AND c.user_id = arg.liked);
      END IF;
      IF visible THEN
        INSERT INTO likes (id, from_user_id, to_user_id, venue_id, context_message)
          VALUES (arg.new_like_id, arg.liker, arg.liked, COALESCE(arg.venue, v_mine_venue), arg.note)
          RETURNING id, venue_id INTO like_id, like_venue_id;
        ${outboxInsert({ at: LIKE_OUTBOX, payload: (e) => `jsonb_set(${e}, '{data,venueId}', ${jsonOrNull('like_venue_id')})` })} INTO like_event;
      END IF;
    END IF;
    IF reverse AND blocked IS NULL AND (existing OR like_id IS NOT NULL) AND found_match_id IS NULL THEN
      match_venue_id := COALESCE(like_venue_id, arg.venue, v_reverse_venue);
      SELECT v.name, v.meet_points INTO match_venue_name, v_meet_points FROM venues v WHERE v.venue_id = match_venue_id;
      INSERT INTO matches (id, user_a_id, user_b_id, venue_id, venue_name, created_at)
        VALUES (arg.new_match_id, arg.liked, arg.liker, match_venue_id, match_venue_name, arg.created)
        RETURNING id, created_at INTO match_id, match_created_at;
      ${outboxInsert({ at: MATCH_OUTBOX, payload: matchEnvelope })} INTO match_event;
    END IF;
    RETURN NEXT;
  END LOOP;
END
`;

export const CREATE_LIKE_BATCH_FUNCTION = `CREATE OR REPLACE FUNCTION ${LIKE_BATCH_FUNCTION}(${ARGUMENTS}) RETURNS ${RESULT}
  LANGUAGE plpgsql VOLATILE AS $fn$${LIKE_BATCH_FUNCTION_BODY}$fn$`;

export const DROP_LIKE_BATCH_FUNCTION = `DROP FUNCTION IF EXISTS ${LIKE_BATCH_FUNCTION}(${ARGUMENTS})`;
