import { outboxInsert } from '@converge/platform';
import { visibleAnywhere, visibleAtVenue } from '../discovery/visibility.js';

/**
 * Why this rule lives in SQL: a like must decide, under the pair's lock, whether the reverse like
 * exists, whether both people may see each other (the visibility rule, itself SQL fragments from
 * discovery/visibility.ts) and whether a match is created, and write the like, the match and their
 * outbox events in that same transaction. Doing that in the database makes it one round trip and
 * leaves no window between the check and the write.
 *
 * The service now sends a turn's likes together to `matching_like_batch_v1` (like-batch-function.ts),
 * which takes every pair's lock first and then runs these same steps per like; this single-like
 * function stays installed for the previous release's replicas, and its steps are the batch's.
 * A like through this function is one call: one round trip and one implicit transaction. The
 * function first takes the pair's advisory lock, held until the call's transaction ends; every
 * statement after it takes its snapshot only then (a VOLATILE plpgsql function gets a fresh snapshot
 * per statement under READ COMMITTED), so of two likes of a pair arriving at the same instant the
 * second sees the first and exactly one match is created. The unique index on the unordered pair is
 * the backstop.
 *
 * Why step by step and not one statement: v2 was one CTE of every check and write, a plan of ~50
 * subplans that Postgres initialised and tore down on every call whether or not they ran (~600 µs of
 * Postgres CPU per like, most of it executor set-up). Here each step is a small cached plan, run only
 * when the steps before it call for it: one read of what is known before the like (my like, a block, my
 * check-in, the reverse like, the pair's match: none of them can change under the pair's lock), then
 * the visibility check and the writes that apply.
 *
 * What it decides:
 * - a repeat like ("existing") skips the checks and inserts nothing;
 * - otherwise the venue rule (checked in for dating at $3, when given) and the visibility rule must both hold
 *   before the like is inserted; its venue is $3, else where I am checked in; `visible` is decided only
 *   when it can matter (a new like, no block, allowed) and is null otherwise;
 * - when the reverse like exists and the pair has no match yet, the match is inserted: user A liked
 *   first (them), user B completed it (me); its venue is this like's, else the reverse like's;
 * - LikeCreated / MatchCreated go to the outbox with exactly the rows inserted; their envelopes are
 *   built (and validated) in the service, and only the fields the function decides are filled here: the
 *   venue, and on MatchCreated both people's cards and the venue's meet points (from the read models),
 *   so "It's a Match!" is pushed from the event alone; the stored envelopes come back (like_event,
 *   match_event) for the relay to publish at once.
 * Nothing is written when a check fails.
 *
 * The body is generated from the same visibility rules as discovery. The migration installs a frozen
 * copy of the text (like-function-sql/v4.ts), so that it installs the same function whenever it runs;
 * a change to those rules (or to this body) needs a new function name, a new frozen copy and a new
 * migration: like-function.spec.ts compares this text with the frozen one, and an integration test
 * compares the installed body with this one.
 */
export const LIKE_FUNCTION = 'matching_like_v4';

/**
 * $1 me, $2 them, $3 venue (or null), $4 new like id, $5 context message, $6 new match id,
 * $7 the pair's lock key, $8–$13 the LikeCreated outbox row, $14–$19 the MatchCreated outbox row
 * (EventPublisher.rowFor(…).values), $20 the match's createdAt.
 */
const OUTBOX_ROW = 'uuid, text, text, jsonb, jsonb, timestamptz';
const ARGUMENTS = `text, text, text, uuid, text, uuid, text, ${OUTBOX_ROW}, ${OUTBOX_ROW}, timestamptz`;

/** `blocked`: 'me' when I blocked them, 'them' when they blocked me, else null. */
const RESULT = `TABLE (existing boolean, allowed boolean, visible boolean, like_id uuid, like_venue_id text, reverse boolean,
  found_match_id uuid, match_id uuid, match_venue_id text, match_venue_name text, match_created_at timestamptz,
  blocked text, like_event jsonb, match_event jsonb)`;

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
    'venueId', ${jsonOrNull('match_venue_id')}, 'venueName', ${jsonOrNull('match_venue_name')}, 'userA', ${card('$2')}, 'userB', ${card('$1')})
  || CASE WHEN jsonb_typeof(v_meet_points) = 'array' THEN jsonb_build_object('meetPoints', v_meet_points) ELSE '{}'::jsonb END)`;

/**
 * Blocks: a pair with a block either way gets nothing, not even a repeat like's match; a
 * match that a block ended does not count (a new one may follow an unblock and two new likes).
 * The output columns are the function's variables (RETURN NEXT sends them); `use_column` makes a
 * name that is also a table's column mean the column inside a query.
 */
export const LIKE_FUNCTION_BODY = `
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
      visible := EXISTS (SELECT 1 ${visibleAnywhere('$1', '$2')});
    ELSE
      visible := EXISTS (SELECT 1 ${visibleAtVenue('$1', '$3')} AND c.user_id = $2);
    END IF;
    IF visible THEN
      INSERT INTO likes (id, from_user_id, to_user_id, venue_id, context_message) VALUES ($4, $1, $2, COALESCE($3, v_mine_venue), $5)
        RETURNING id, venue_id INTO like_id, like_venue_id;
      ${outboxInsert({ at: 8, payload: (e) => `jsonb_set(${e}, '{data,venueId}', ${jsonOrNull('like_venue_id')})` })} INTO like_event;
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
    ${outboxInsert({ at: 14, payload: matchEnvelope })} INTO match_event;
  END IF;
  RETURN NEXT;
END
`;

export const CREATE_LIKE_FUNCTION = `CREATE OR REPLACE FUNCTION ${LIKE_FUNCTION}(${ARGUMENTS}) RETURNS ${RESULT}
  LANGUAGE plpgsql VOLATILE AS $fn$${LIKE_FUNCTION_BODY}$fn$`;
