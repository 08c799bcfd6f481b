import { outboxInsert } from '@converge/platform';

/**
 * A check-in is one call of this Postgres function: one round trip and one implicit transaction, where
 * it used to be BEGIN, the person's lock, ending the previous check-in, its CheckInEnded outbox row,
 * the insert, the CheckedIn outbox row and COMMIT (seven round trips at ~150 µs of CPU each on both
 * ends). What stays the same:
 * - the person's advisory lock (the same key as before: hashtextextended(user id, 5)) is taken first and
 *   held until the call's transaction ends, and the statements after it take their snapshots only then
 *   (a VOLATILE plpgsql function gets a fresh snapshot per statement under READ COMMITTED), so two
 *   check-ins of one person at once are serialised and the second replaces the first;
 * - the previous check-in is ended by its own statement before the insert (not a CTE beside it: the
 *   partial unique index "one active check-in per person" would see both rows at once), and stays the
 *   backstop;
 * - CheckInEnded ('replaced', for the check-in ended, if any) and CheckedIn go to the outbox in the same
 *   transaction as the rows. Their envelopes are built and validated in the service; the statement
 *   fills in only what it decides (the ended check-in's id, venue and mode), and returns the stored
 *   envelopes for the relay to publish at once.
 * Nothing is written when any statement fails.
 *
 * The version the service calls is generated here; each migration installs a frozen copy of the text
 * of its own version (check-in-function-sql/v1.ts … v3.ts), so that it installs the same function
 * whenever it runs. A change to this body needs a new function name, a new frozen copy and a new
 * migration: check-in-function.spec.ts compares this text with the frozen one, and an integration
 * test compares the installed body with this one. v1 (two events, the venue read before the call) and
 * v2 (the venue's fingerprint checked in the call) stay installed for replicas of earlier releases
 * during a rolling deploy.
 */

/**
 * The venue's row fingerprint, as the service reads it and as the call compares it. The venue as the service last read it is checked in the call: the check-in keeps the venues people
 * check in at in memory (check-in-venues.ts), and the call checks, under the same lock and in the same
 * transaction, that the venue is still active and unchanged (md5 of the whole row as the service read
 * it). When it is not, nothing is written and no row is returned: the service reads the venue again,
 * decides again (the rules stay in TypeScript) and calls again.
 */
export const VENUE_FINGERPRINT = (alias: string) => `md5(${alias}::text)`;

const OUTBOX_ROW = 'uuid, text, text, jsonb, jsonb, timestamptz';

/**
 * venue_check_in_v3: v2 with one event instead of two. The check-in it replaces is named in CheckedIn's
 * `replaced` (its id, venue and mode, filled in by the statement) rather than in a CheckInEnded of its
 * own: an outbox row, a publish and a delivery to each of CheckInEnded's consumers fewer per re-check-in.
 * Every consumer applies `replaced` as it applied that CheckInEnded. v2 checked the venue the same way
 * and ended the previous check-in with a CheckInEnded of its own.
 *
 * $1 user id, $2 check-in id, $3 venue id, $4 presence, $5 started at, $6 expires at, $7 mode,
 * $8–$13 the CheckedIn outbox row, $14 the venue's fingerprint as the service read it.
 */
export const CHECK_IN_FUNCTION_V3 = 'venue_check_in_v3';

const ARGUMENTS_V3 = `uuid, uuid, uuid, text, timestamptz, timestamptz, text, ${OUTBOX_ROW}, text`;

const RESULT_V3 = `TABLE (started_at timestamptz, expires_at timestamptz, replaced_id uuid, checked_in_event jsonb)`;

/** CheckedIn as the statement completes it: the check-in it ended, if any. */
const checkedInEnvelope = (envelope: string) =>
  `CASE WHEN ended.id IS NULL THEN ${envelope}
        ELSE jsonb_set(${envelope}, '{data,replaced}', jsonb_build_object('checkInId', ended.id, 'venueId', ended.venue_id, 'mode', ended.mode)) END`;

export const CHECK_IN_FUNCTION_V3_BODY = `
#variable_conflict use_column
DECLARE
  ended record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended($1::text, 5));
  IF NOT EXISTS (SELECT 1 FROM venues v WHERE v.id = $3 AND v.deactivated_at IS NULL AND ${VENUE_FINGERPRINT('v')} = $14) THEN
    RETURN;
  END IF;
  UPDATE check_ins SET ended_at = now(), end_reason = 'replaced'
   WHERE user_id = $1 AND ended_at IS NULL
   RETURNING id, venue_id, mode INTO ended;
  RETURN QUERY
  WITH inserted AS (
     INSERT INTO check_ins (id, user_id, venue_id, presence, started_at, expires_at, mode)
     VALUES ($2, $1, $3, $4, $5, $6, $7)
     RETURNING started_at, expires_at),
   checked_in_event AS (${outboxInsert({ at: 8, from: 'FROM inserted', payload: checkedInEnvelope })})
   SELECT i.started_at, i.expires_at, ended.id, (SELECT payload FROM checked_in_event)
     FROM inserted i;
END
`;

export const CREATE_CHECK_IN_FUNCTION_V3 = `CREATE OR REPLACE FUNCTION ${CHECK_IN_FUNCTION_V3}(${ARGUMENTS_V3}) RETURNS ${RESULT_V3}
  LANGUAGE plpgsql VOLATILE AS $fn$${CHECK_IN_FUNCTION_V3_BODY}$fn$`;

export const DROP_CHECK_IN_FUNCTION_V3 = `DROP FUNCTION IF EXISTS ${CHECK_IN_FUNCTION_V3}(${ARGUMENTS_V3})`;
