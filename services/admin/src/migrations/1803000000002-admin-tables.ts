import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin service's own data (businesses, audit log, notifications, moderation cases) and the
 * projections it keeps from other services' events (people, venues, activity). It never reads
 * another service's tables.
 */
export class AdminTables1803000000002 implements MigrationInterface {
  name = 'AdminTables1803000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE businesses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_user_id uuid NOT NULL UNIQUE,
      company_name text NULL,
      business_email text NULL,
      business_type text NULL,
      payment_processing_enabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // People as events describe them (UserRegistered, ProfileUpdated, RoleGranted, moderation).
    await q.query(`CREATE TABLE admin_users (
      user_id uuid PRIMARY KEY,
      email text NULL,
      display_name text NULL,
      role text NOT NULL DEFAULT 'user',
      is_business_admin boolean NOT NULL DEFAULT false,
      registered_at timestamptz NULL,
      last_sign_in_at timestamptz NULL,
      deleted_at timestamptz NULL,
      suspended_until timestamptz NULL,
      banned_at timestamptz NULL
    )`);
    await q.query(`CREATE INDEX admin_users_platform_idx ON admin_users (role) WHERE role IN ('admin', 'super_admin')`);
    await q.query('CREATE INDEX admin_users_email_idx ON admin_users (lower(email) text_pattern_ops)');
    await q.query('CREATE INDEX admin_users_name_idx ON admin_users (lower(display_name) text_pattern_ops)');
    await q.query(`CREATE TABLE admin_venues (
      venue_id uuid PRIMARY KEY,
      business_id uuid NULL,
      name text NOT NULL,
      is_active boolean NOT NULL DEFAULT true
    )`);
    await q.query('CREATE INDEX admin_venues_business_idx ON admin_venues (business_id)');
    // One row per counted fact, keyed by the event id (a redelivery is a no-op): the analytics source.
    await q.query(`CREATE TABLE activity (
      event_id uuid PRIMARY KEY,
      kind text NOT NULL,
      user_id uuid NULL,
      venue_id uuid NULL,
      occurred_at timestamptz NOT NULL
    )`);
    await q.query('CREATE INDEX activity_kind_time_idx ON activity (kind, occurred_at)');
    await q.query('CREATE INDEX activity_venue_time_idx ON activity (venue_id, occurred_at) WHERE venue_id IS NOT NULL');
    await q.query(`CREATE TABLE moderation_cases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      reported_user_id uuid NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'warned', 'suspended', 'banned', 'dismissed', 'reinstated')),
      critical boolean NOT NULL DEFAULT false,
      reasons text[] NOT NULL DEFAULT '{}',
      report_count int NOT NULL DEFAULT 0,
      opened_at timestamptz NOT NULL DEFAULT now(),
      last_report_at timestamptz NOT NULL DEFAULT now(),
      decided_by uuid NULL,
      decided_at timestamptz NULL,
      decision_reason text NULL
    )`);
    // Reports against one person gather in their one open case.
    await q.query(`CREATE UNIQUE INDEX moderation_cases_one_open ON moderation_cases (reported_user_id) WHERE status = 'open'`);
    await q.query(`CREATE TABLE case_reports (
      report_id uuid PRIMARY KEY,
      case_id uuid NOT NULL REFERENCES moderation_cases (id),
      reporter_id uuid NOT NULL,
      reason text NOT NULL,
      description text NULL,
      created_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE TABLE admin_notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NULL,
      kind text NOT NULL,
      title text NOT NULL,
      message text NOT NULL,
      priority text NOT NULL CHECK (priority IN ('critical', 'normal')),
      source_id text NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX admin_notifications_scope_idx ON admin_notifications (business_id, created_at DESC)');
    await q.query('CREATE UNIQUE INDEX admin_notifications_source_key ON admin_notifications (kind, source_id) WHERE source_id IS NOT NULL');
    await q.query(`CREATE TABLE notification_reads (
      notification_id uuid NOT NULL REFERENCES admin_notifications (id),
      user_id uuid NOT NULL,
      read_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (notification_id, user_id)
    )`);
    await q.query(`CREATE TABLE admin_actions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      actor_user_id uuid NOT NULL,
      business_id uuid NULL,
      action_type text NOT NULL,
      target_type text NOT NULL,
      target_id text NULL,
      description text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await q.query('CREATE INDEX admin_actions_time_idx ON admin_actions (created_at DESC)');
    await q.query('CREATE INDEX admin_actions_business_idx ON admin_actions (business_id, created_at DESC)');
    // The audit log is append-only: the database itself refuses edits and deletions.
    await q.query(`CREATE FUNCTION admin_actions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'admin_actions is append-only';
      END $$`);
    await q.query('CREATE TRIGGER admin_actions_append_only BEFORE UPDATE OR DELETE ON admin_actions FOR EACH ROW EXECUTE FUNCTION admin_actions_append_only()');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE admin_actions');
    await q.query('DROP FUNCTION admin_actions_append_only()');
    await q.query('DROP TABLE notification_reads');
    await q.query('DROP TABLE admin_notifications');
    await q.query('DROP TABLE case_reports');
    await q.query('DROP TABLE moderation_cases');
    await q.query('DROP TABLE activity');
    await q.query('DROP TABLE admin_venues');
    await q.query('DROP TABLE admin_users');
    await q.query('DROP TABLE businesses');
  }
}
