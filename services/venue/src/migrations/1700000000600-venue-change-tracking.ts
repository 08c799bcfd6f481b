import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lets each replica's in-memory nearby index follow the venues table (venues/nearby-index).
 *
 * - `row_version` is the xid of the transaction that last wrote what the list shows. A reader that
 *   remembers its snapshot and next asks for the rows whose row_version that snapshot could not see
 *   gets every write committed since, including those of transactions that began earlier but
 *   committed later (an updated_at or a sequence would miss those).
 * - A deleted venue leaves a tombstone with the same version, for the same reason.
 * - One NOTIFY per statement tells listeners to look now rather than at their next poll.
 */
export class VenueChangeTracking1700000000600 implements MigrationInterface {
  async up(q: QueryRunner) {
    await q.query('ALTER TABLE venues ADD COLUMN row_version xid8 NOT NULL DEFAULT pg_current_xact_id()');
    await q.query('CREATE INDEX venues_row_version_idx ON venues (row_version)');
    await q.query(`
      CREATE TABLE venue_tombstones (
        id uuid PRIMARY KEY,
        row_version xid8 NOT NULL DEFAULT pg_current_xact_id(),
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX venue_tombstones_row_version_idx ON venue_tombstones (row_version)');
    await q.query(`
      CREATE FUNCTION venues_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.row_version := pg_current_xact_id();
        RETURN NEW;
      END $$`);
    // Only what the nearby list shows: a new meet point or phone number changes nothing there.
    await q.query('CREATE TRIGGER venues_touch BEFORE UPDATE OF name, address, latitude, longitude ON venues FOR EACH ROW EXECUTE FUNCTION venues_touch()');
    // One function for both ways a venue goes: a DELETE (per row) and a TRUNCATE (which fires no row
    // triggers, so it writes every tombstone before the rows go).
    await q.query(`
      CREATE FUNCTION venues_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO venue_tombstones (id)
          SELECT id FROM venues WHERE TG_OP = 'TRUNCATE'
          UNION ALL SELECT OLD.id WHERE TG_OP = 'DELETE'
          ON CONFLICT (id) DO UPDATE SET row_version = EXCLUDED.row_version, deleted_at = EXCLUDED.deleted_at;
        RETURN NULL;
      END $$`);
    await q.query('CREATE TRIGGER venues_tombstone AFTER DELETE ON venues FOR EACH ROW EXECUTE FUNCTION venues_tombstone()');
    await q.query('CREATE TRIGGER venues_tombstone_all BEFORE TRUNCATE ON venues FOR EACH STATEMENT EXECUTE FUNCTION venues_tombstone()');
    await q.query(`
      CREATE FUNCTION venues_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('venues_changed', '');
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER venues_notify AFTER INSERT OR UPDATE OF name, address, latitude, longitude OR DELETE OR TRUNCATE ON venues
        FOR EACH STATEMENT EXECUTE FUNCTION venues_notify()`);
  }

  async down(q: QueryRunner) {
    await q.query('DROP TRIGGER venues_notify ON venues');
    await q.query('DROP TRIGGER venues_tombstone_all ON venues');
    await q.query('DROP TRIGGER venues_tombstone ON venues');
    await q.query('DROP TRIGGER venues_touch ON venues');
    await q.query('DROP FUNCTION venues_notify(), venues_tombstone(), venues_touch()');
    await q.query('DROP TABLE venue_tombstones');
    await q.query('ALTER TABLE venues DROP COLUMN row_version');
  }
}
