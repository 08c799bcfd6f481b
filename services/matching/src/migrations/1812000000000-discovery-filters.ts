import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A person's discovery filters: read by the discovery query, absent means no filter. */
export class DiscoveryFilters1812000000000 implements MigrationInterface {
  name = 'DiscoveryFilters1812000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS discovery_filters (
      user_id text PRIMARY KEY,
      age_min int NOT NULL,
      age_max int NOT NULL,
      verified_only boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS discovery_filters');
  }
}
