import { outboxInsert } from '@converge/platform';
import { visibleAnywhere, visibleAtVenue } from '../discovery/visibility.js';

/**
 * Why this rule lives in SQL: a like must decide, under the pair's lock and in one snapshot, whether
 * the reverse like exists, whether both people may see each other (the visibility rule, itself SQL
 * fragments from discovery/visibility.ts) and whether a match is created, and write the like, the
 * match and their outbox events in that same transaction. Doing that in the database makes it one
 * round trip and leaves no window between the check and the write.
 *
 * A like is one call of this Postgres function: one round trip and one implicit transaction, where it
 * used to be BEGIN + lock, the statement, the outbox insert and COMMIT (four round trips at ~150 µs of
 * CPU each on this machine). The function first takes the pair's advisory lock, held until the call's
 * transaction ends; the query after it takes its snapshot only then (a VOLATILE plpgsql function gets a
 * fresh snapshot per statement under READ COMMITTED), so of two likes of a pair arriving at the same
 * instant the second sees the first and exactly one match is created. The unique index on the
 * unordered pair is the backstop.
 *
 * What the query decides:
 * - a repeat like ("existing") skips the checks and inserts nothing;
 * - otherwise the venue rule (checked in for dating at $3, when given) and the visibility rule must both hold
 *   before the like is inserted; its venue is $3, else where I am checked in;
 * - when the reverse like exists and the pair has no match yet, the match is inserted: user A liked
 *   first (them), user B completed it (me); its venue is this like's, else the reverse like's;
 * - LikeCreated / MatchCreated go to the outbox with exactly the rows inserted; their envelopes are
 *   built (and validated) in the service, and only the fields the query decides are filled here: the
 *   venue, and on MatchCreated both people's cards and the venue's meet points (from the read models),
 *   so "It's a Match!" is pushed from the event alone; the stored envelopes come back (like_event,
 *   match_event) for the relay to publish at once.
 * Nothing is written when a check fails.
 *
 * The body is generated from the same visibility rules as discovery. The migration that creates it
 * runs once, so a change to those rules (or to this query) needs a new function name and migration:
 * an integration test compares the installed body with this one.
 */
export const LIKE_FUNCTION = 'matching_like_v2';

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

/** MatchCreated as the query completes it: venue, both cards, and the venue's meet points when known. */
const matchEnvelope = (envelope: string) => {
  let e = `jsonb_set(${envelope}, '{data,venueId}', ${jsonOrNull('m.venue_id')})`;
  e = `jsonb_set(${e}, '{data,venueName}', ${jsonOrNull('m.venue_name')})`;
  e = `jsonb_set(${e}, '{data,userA}', ${card('m.user_a_id')})`;
  e = `jsonb_set(${e}, '{data,userB}', ${card('m.user_b_id')})`;
  const meetPoints = '(SELECT v.meet_points FROM venues v WHERE v.venue_id = m.venue_id)';
  return `CASE WHEN jsonb_typeof(${meetPoints}) = 'array' THEN jsonb_set(${e}, '{data,meetPoints}', ${meetPoints}) ELSE ${e} END`;
};

/**
 * Blocks: a pair with a block either way gets nothing, not even a repeat like's match; a
 * match that a block ended does not count (a new one may follow an unblock and two new likes).
 */
export const LIKE_FUNCTION_BODY = `
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
     SELECT CASE WHEN $3 IS NULL THEN EXISTS (SELECT 1 ${visibleAnywhere('$1', '$2')})
                 ELSE EXISTS (SELECT 1 ${visibleAtVenue('$1', '$3')} AND c.user_id = $2) END AS ok),
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
   like_event AS (${outboxInsert({ at: 8, from: 'FROM inserted i', payload: (e) => `jsonb_set(${e}, '{data,venueId}', ${jsonOrNull('i.venue_id')})` })}),
   match_event AS (${outboxInsert({ at: 14, from: 'FROM created m', payload: matchEnvelope })})
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
`;

export const CREATE_LIKE_FUNCTION = `CREATE OR REPLACE FUNCTION ${LIKE_FUNCTION}(${ARGUMENTS}) RETURNS ${RESULT}
  LANGUAGE plpgsql VOLATILE AS $fn$${LIKE_FUNCTION_BODY}$fn$`;

export const DROP_LIKE_FUNCTION = `DROP FUNCTION IF EXISTS ${LIKE_FUNCTION}(${ARGUMENTS})`;

/** The first version (its body lives in git history); the v2 migration drops it. */
export const DROP_LIKE_FUNCTION_V1 =
  'DROP FUNCTION IF EXISTS matching_like_v1(text, text, text, uuid, text, uuid, text, uuid, text, jsonb, timestamptz, uuid, text, jsonb, timestamptz, jsonb, timestamptz)';
