import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Meeting sessions: active (meeting under way, sharing on) → ended (meeting over, sharing on until
 * auto_disable_time) → closed (sharing off). sharing_deadline caps sharing at 4 hours whatever happens.
 */
export class MeetingSessions1700000700000 implements MigrationInterface {
  name = 'MeetingSessions1700000700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE meeting_sessions (
      id uuid PRIMARY KEY,
      match_id text NOT NULL,
      user_a_id text NOT NULL,
      user_b_id text NOT NULL,
      venue_id text NULL,
      meet_point text NOT NULL,
      status text NOT NULL DEFAULT 'active',
      user_a_arrived_at timestamptz NULL,
      user_b_arrived_at timestamptz NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz NULL,
      ended_reason text NULL,
      keep_location_sharing boolean NOT NULL DEFAULT false,
      auto_disable_time timestamptz NULL,
      sharing_deadline timestamptz NOT NULL,
      sharing_disabled_at timestamptz NULL,
      disabled_reason text NULL)`);
    await q.query('CREATE INDEX meeting_sessions_match ON meeting_sessions (match_id, started_at DESC)');
    await q.query('CREATE INDEX meeting_sessions_pair ON meeting_sessions (LEAST(user_a_id, user_b_id), GREATEST(user_a_id, user_b_id), started_at DESC)');
    await q.query(`CREATE INDEX meeting_sessions_open ON meeting_sessions (LEAST(COALESCE(auto_disable_time, sharing_deadline), sharing_deadline))
      WHERE sharing_disabled_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE meeting_sessions');
  }
}
