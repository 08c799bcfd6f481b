import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Professional networking: the mode of each active check-in (dating by default), the
 * professional profiles, and connection requests between two people (one open request per pair).
 */
export class Professional1809000000000 implements MigrationInterface {
  name = 'Professional1809000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE active_checkins ADD COLUMN mode text NOT NULL DEFAULT 'dating'`);
    await q.query(`CREATE TABLE professional_profiles (
      user_id text PRIMARY KEY,
      display_name text NOT NULL,
      job_title text NOT NULL,
      company text NOT NULL DEFAULT '',
      industry text NOT NULL,
      seniority text NOT NULL,
      expertise text[] NOT NULL DEFAULT '{}',
      interests text[] NOT NULL DEFAULT '{}',
      bio text NOT NULL DEFAULT '',
      linkedin_url text,
      work_location text NOT NULL DEFAULT '',
      timezone text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE professional_connections (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      from_user_id text NOT NULL,
      to_user_id text NOT NULL,
      message text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
      venue_name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz)`);
    // One open (pending or accepted) connection per pair, whichever way round.
    await q.query(`CREATE UNIQUE INDEX professional_connections_one_open ON professional_connections
      (LEAST(from_user_id, to_user_id), GREATEST(from_user_id, to_user_id)) WHERE status <> 'declined'`);
    await q.query('CREATE INDEX professional_connections_to ON professional_connections (to_user_id, status)');
    await q.query('CREATE INDEX professional_connections_from ON professional_connections (from_user_id, status)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE professional_connections');
    await q.query('DROP TABLE professional_profiles');
    await q.query('ALTER TABLE active_checkins DROP COLUMN mode');
  }
}
