import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Venue management: a deactivated venue stays (its check-in history stays) but leaves the
 * nearby list and refuses check-ins, so deactivation is tracked like a change of what the list shows.
 * A suspended person's check-in ends with its own reason.
 */
export class VenueAdmin1803000000001 implements MigrationInterface {
  name = 'VenueAdmin1803000000001';

  async up(q: QueryRunner) {
    await q.query('ALTER TABLE venues ADD COLUMN deactivated_at timestamptz NULL, ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()');
    await q.query('CREATE INDEX venues_business_idx ON venues (owner_business_id, created_at DESC)');
    await q.query('DROP TRIGGER venues_touch ON venues');
    await q.query('CREATE TRIGGER venues_touch BEFORE UPDATE OF name, address, latitude, longitude, deactivated_at ON venues FOR EACH ROW EXECUTE FUNCTION venues_touch()');
    await q.query('DROP TRIGGER venues_notify ON venues');
    await q.query(`
      CREATE TRIGGER venues_notify AFTER INSERT OR UPDATE OF name, address, latitude, longitude, deactivated_at OR DELETE OR TRUNCATE ON venues
        FOR EACH STATEMENT EXECUTE FUNCTION venues_notify()`);
    await q.query('ALTER TABLE check_ins DROP CONSTRAINT check_ins_end_reason_check');
    await q.query(`ALTER TABLE check_ins ADD CONSTRAINT check_ins_end_reason_check
      CHECK (end_reason IN ('replaced', 'expired', 'checked_out', 'deleted', 'suspended'))`);
  }

  async down(q: QueryRunner) {
    await q.query('ALTER TABLE check_ins DROP CONSTRAINT check_ins_end_reason_check');
    await q.query(`ALTER TABLE check_ins ADD CONSTRAINT check_ins_end_reason_check CHECK (end_reason IN ('replaced', 'expired', 'checked_out', 'deleted'))`);
    await q.query('DROP TRIGGER venues_notify ON venues');
    await q.query(`
      CREATE TRIGGER venues_notify AFTER INSERT OR UPDATE OF name, address, latitude, longitude OR DELETE OR TRUNCATE ON venues
        FOR EACH STATEMENT EXECUTE FUNCTION venues_notify()`);
    await q.query('DROP TRIGGER venues_touch ON venues');
    await q.query('CREATE TRIGGER venues_touch BEFORE UPDATE OF name, address, latitude, longitude ON venues FOR EACH ROW EXECUTE FUNCTION venues_touch()');
    await q.query('DROP INDEX venues_business_idx');
    await q.query('ALTER TABLE venues DROP COLUMN deactivated_at, DROP COLUMN updated_at');
  }
}
