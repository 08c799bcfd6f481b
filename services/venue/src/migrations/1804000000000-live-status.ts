import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live discovery's local read models (the live statuses themselves are in Redis GEO):
 * - live_profiles: the public card from ProfileUpdated / PrivacyChanged (name, age, photo, gender,
 *   looking for, incognito), so a nearby query needs no call to identity;
 * - live_blocks: who blocked whom, from UserBlocked / UserUnblocked (hidden both ways);
 * - live_likes: who liked whom (LikeCreated): an incognito person is still shown to people they liked;
 * - live_flags: accounts whose reported position moved faster than a plane (the update was ignored).
 */
export class LiveStatus1804000000000 implements MigrationInterface {
  async up(q: QueryRunner) {
    await q.query(`
      CREATE TABLE live_profiles (
        user_id uuid PRIMARY KEY,
        display_name text NOT NULL,
        age integer NULL,
        photo text NULL,
        gender text NULL,
        looking_for text[] NOT NULL DEFAULT '{}',
        is_incognito boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE live_blocks (
        blocker_id uuid NOT NULL,
        blocked_id uuid NOT NULL,
        PRIMARY KEY (blocker_id, blocked_id)
      )`);
    await q.query('CREATE INDEX live_blocks_blocked_idx ON live_blocks (blocked_id)');
    await q.query(`
      CREATE TABLE live_likes (
        from_user_id uuid NOT NULL,
        to_user_id uuid NOT NULL,
        PRIMARY KEY (from_user_id, to_user_id)
      )`);
    await q.query(`
      CREATE TABLE live_flags (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL,
        reason text NOT NULL,
        speed_mps double precision NOT NULL,
        flagged_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX live_flags_user_idx ON live_flags (user_id)');
  }

  async down(q: QueryRunner) {
    await q.query('DROP TABLE live_flags');
    await q.query('DROP TABLE live_likes');
    await q.query('DROP TABLE live_blocks');
    await q.query('DROP TABLE live_profiles');
  }
}
