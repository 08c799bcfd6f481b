import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Share My Date: a plan (who, where, when) a person shares with people they trust as an expiring link.
 * What the public page shows is copied here when the plan is made (first name, age, main photo, the
 * venue's name and address), so the page is served from safety's own database and says no more than
 * it did when the owner shared it. The token is kept as location shares keep theirs, so the owner's list
 * can show the link again. `match_user_id` is the date: a block between the two revokes the plan.
 */
export class DatePlans1841000000000 implements MigrationInterface {
  name = 'DatePlans1841000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE date_plans (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      match_id uuid NOT NULL,
      match_user_id uuid NOT NULL,
      token text NOT NULL UNIQUE,
      first_name text NOT NULL,
      age int NULL,
      photo_url text NULL,
      venue_name text NULL,
      venue_address text NULL,
      starts_at timestamptz NOT NULL,
      note text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      sent_at timestamptz NULL,
      revoked_at timestamptz NULL,
      revoked_reason text NULL)`);
    await q.query('CREATE INDEX date_plans_user ON date_plans (user_id, created_at DESC)');
    await q.query('CREATE INDEX date_plans_pair ON date_plans (user_id, match_user_id) WHERE revoked_at IS NULL');
    await q.query('CREATE INDEX date_plans_match_user ON date_plans (match_user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE date_plans');
  }
}
