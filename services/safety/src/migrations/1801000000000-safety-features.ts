import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks, reports, trusted contacts, emergencies, location shares, the outgoing mail/SMS queue, and the
 * two read models safety keeps from other services' events (display names, current check-ins) so an
 * emergency can be stored and described while every other service is down.
 */
export class SafetyFeatures1801000000000 implements MigrationInterface {
  name = 'SafetyFeatures1801000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE user_names (
      user_id uuid PRIMARY KEY,
      display_name text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE current_checkins (
      user_id uuid PRIMARY KEY,
      check_in_id text NOT NULL,
      venue_id text NOT NULL,
      venue_name text NULL,
      expires_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE blocks (
      blocker_id uuid NOT NULL,
      blocked_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (blocker_id, blocked_id))`);
    await q.query('CREATE INDEX blocks_blocked ON blocks (blocked_id)');
    await q.query(`CREATE TABLE reports (
      id uuid PRIMARY KEY,
      reporter_id uuid NOT NULL,
      reported_user_id uuid NOT NULL,
      reason text NOT NULL,
      description text NULL,
      also_blocked boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX reports_reporter ON reports (reporter_id, created_at DESC)');
    await q.query('CREATE INDEX reports_reported ON reports (reported_user_id)');
    await q.query(`CREATE TABLE trusted_contacts (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      name text NOT NULL,
      phone text NULL,
      email text NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX trusted_contacts_user ON trusted_contacts (user_id, created_at)');
    await q.query(`CREATE TABLE emergencies (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      location text NOT NULL DEFAULT '',
      client_timestamp text NULL,
      user_agent text NOT NULL DEFAULT '',
      latitude double precision NULL,
      longitude double precision NULL,
      venue_name text NULL,
      share_id uuid NULL,
      contacts_to_notify int NOT NULL DEFAULT 0,
      activated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX emergencies_user ON emergencies (user_id, activated_at DESC)');
    await q.query(`CREATE TABLE location_shares (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      token text NOT NULL UNIQUE,
      kind text NOT NULL DEFAULT 'contact',
      sharer_name text NOT NULL,
      recipient_name text NOT NULL,
      recipient_phone text NULL,
      recipient_email text NULL,
      matched_with_name text NULL,
      matched_with_id uuid NULL,
      location text NULL,
      venue_id text NULL,
      venue_name text NULL,
      latitude double precision NULL,
      longitude double precision NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ended_at timestamptz NULL,
      ended_reason text NULL)`);
    await q.query('CREATE INDEX location_shares_user ON location_shares (user_id, created_at DESC)');
    await q.query('CREATE INDEX location_shares_open ON location_shares (expires_at) WHERE ended_at IS NULL');
    await q.query(`CREATE TABLE outgoing_messages (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      ref_id uuid NOT NULL,
      channel text NOT NULL,
      recipient text NOT NULL,
      subject text NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz NULL,
      attempts int NOT NULL DEFAULT 0,
      last_error text NULL)`);
    await q.query('CREATE INDEX outgoing_messages_ref ON outgoing_messages (ref_id)');
    await q.query('CREATE INDEX outgoing_messages_unsent ON outgoing_messages (created_at) WHERE sent_at IS NULL');
    await q.query('CREATE INDEX outgoing_messages_user ON outgoing_messages (user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['outgoing_messages', 'location_shares', 'emergencies', 'trusted_contacts', 'reports', 'blocks', 'current_checkins', 'user_names']) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
