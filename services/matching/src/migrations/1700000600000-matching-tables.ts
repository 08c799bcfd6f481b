import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models fed by events (check-ins, profile cards, exclusions, venue names) and the matching
 * service's own facts (likes, passes, matches). One match per unordered pair is a unique index.
 */
export class MatchingTables1700000600000 implements MigrationInterface {
  name = 'MatchingTables1700000600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE active_checkins (
      user_id text PRIMARY KEY,
      venue_id text NOT NULL,
      check_in_id text NOT NULL,
      expires_at timestamptz NOT NULL,
      checked_in_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX active_checkins_venue ON active_checkins (venue_id, expires_at)');
    await q.query(`CREATE TABLE profile_cards (
      user_id text PRIMARY KEY,
      display_name text NOT NULL,
      age int NOT NULL,
      bio text NOT NULL DEFAULT '',
      photos jsonb NOT NULL DEFAULT '[]',
      gender_key text NOT NULL,
      wants_any boolean NOT NULL,
      wants text[] NOT NULL DEFAULT '{}',
      is_incognito boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE exclusions (
      user_id text NOT NULL,
      other_user_id text NOT NULL,
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, other_user_id, reason))`);
    await q.query(`CREATE TABLE venues (
      venue_id text PRIMARY KEY,
      name text NULL,
      address text NULL,
      phone text NULL,
      meet_points jsonb NULL,
      fetched_at timestamptz NULL)`);
    await q.query(`CREATE TABLE likes (
      id uuid PRIMARY KEY,
      from_user_id text NOT NULL,
      to_user_id text NOT NULL,
      venue_id text NULL,
      context_message text NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX likes_pair ON likes (from_user_id, to_user_id)');
    await q.query('CREATE INDEX likes_to ON likes (to_user_id)');
    await q.query(`CREATE TABLE passes (
      from_user_id text NOT NULL,
      to_user_id text NOT NULL,
      venue_id text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (from_user_id, to_user_id))`);
    await q.query(`CREATE TABLE matches (
      id uuid PRIMARY KEY,
      user_a_id text NOT NULL,
      user_b_id text NOT NULL,
      venue_id text NULL,
      venue_name text NULL,
      meet_point text NULL,
      meet_point_chosen_by text NULL,
      meet_point_chosen_at timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE UNIQUE INDEX matches_pair ON matches (LEAST(user_a_id, user_b_id), GREATEST(user_a_id, user_b_id))');
    await q.query('CREATE INDEX matches_a ON matches (user_a_id, created_at DESC)');
    await q.query('CREATE INDEX matches_b ON matches (user_b_id, created_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['matches', 'passes', 'likes', 'venues', 'exclusions', 'profile_cards', 'active_checkins']) await q.query(`DROP TABLE ${t}`);
  }
}
