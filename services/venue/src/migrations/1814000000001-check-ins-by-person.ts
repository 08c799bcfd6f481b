import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The profile's Venues stat counts a person's distinct venues: an index by person. */
export class CheckInsByPerson1814000000001 implements MigrationInterface {
  name = 'CheckInsByPerson1814000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX IF NOT EXISTS check_ins_user_venue ON check_ins (user_id, venue_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS check_ins_user_venue');
  }
}
