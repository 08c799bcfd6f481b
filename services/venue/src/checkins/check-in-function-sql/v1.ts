/**
 * venue_check_in_v1 as migration 1845000000000 installed it (released in e17a1759).
 *
 * Frozen: the exact SQL a released migration ran, so the migration installs the same function on every
 * database whenever it runs. Never edit it: a change is a new version (a new file, a new function name
 * and a new migration); migrations.lock.json fails the unit tests if this text changes.
 */

/** Installed by migration 1845000000000. */
export const CREATE_CHECK_IN_FUNCTION_V1 = `CREATE OR REPLACE FUNCTION venue_check_in_v1(uuid, uuid, uuid, text, timestamptz, timestamptz, text, uuid, text, text, jsonb, jsonb, timestamptz, uuid, text, text, jsonb, jsonb, timestamptz) RETURNS TABLE (started_at timestamptz, expires_at timestamptz, replaced_id uuid, checked_in_event jsonb, ended_event jsonb)
  LANGUAGE plpgsql VOLATILE AS $fn$
#variable_conflict use_column
DECLARE
  ended record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended($1::text, 5));
  UPDATE check_ins SET ended_at = now(), end_reason = 'replaced'
   WHERE user_id = $1 AND ended_at IS NULL
   RETURNING id, venue_id, mode INTO ended;
  RETURN QUERY
  WITH inserted AS (
     INSERT INTO check_ins (id, user_id, venue_id, presence, started_at, expires_at, mode)
     VALUES ($2, $1, $3, $4, $5, $6, $7)
     RETURNING started_at, expires_at),
   checked_in_event AS (INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT $8::uuid, $9::text, $10::text, $11::jsonb, $12::jsonb, $13::timestamptz FROM inserted
     RETURNING payload),
   ended_event AS (INSERT INTO outbox (id, type, subject, payload, headers, created_at)
     SELECT $14::uuid, $15::text, $16::text, jsonb_set(jsonb_set(jsonb_set($17::jsonb, '{data,checkInId}', to_jsonb(ended.id)), '{data,venueId}', to_jsonb(ended.venue_id)), '{data,mode}', to_jsonb(ended.mode)), $18::jsonb, $19::timestamptz WHERE ended.id IS NOT NULL
     RETURNING payload)
   SELECT i.started_at, i.expires_at, ended.id, (SELECT payload FROM checked_in_event), (SELECT payload FROM ended_event)
     FROM inserted i;
END
$fn$`;

/** Run by 1845000000000 down. */
export const DROP_CHECK_IN_FUNCTION_V1 = `DROP FUNCTION IF EXISTS venue_check_in_v1(uuid, uuid, uuid, text, timestamptz, timestamptz, text, uuid, text, text, jsonb, jsonb, timestamptz, uuid, text, text, jsonb, jsonb, timestamptz)`;
