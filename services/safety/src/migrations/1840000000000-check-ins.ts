import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Check on me": timed check-ins (a BullMQ job at due_at and at due_at + grace, the sweeper behind
 * both, so the partial index on open check-ins is what it scans), the person's PIN and duress PIN
 * (argon2id hashes only) with the count of wrong PINs, and the read model of venues' opt-in safety
 * contacts (fed by VenueSafetyContactChanged, so an alert needs no other service). `duress` is never
 * shown to the person: their reads show such a check-in as answered safe.
 */
export class CheckIns1840000000000 implements MigrationInterface {
  name = 'CheckIns1840000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE safety_check_ins (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      due_at timestamptz NOT NULL,
      note text NULL,
      match_id uuid NULL,
      match_name text NULL,
      match_photo text NULL,
      own_photo text NULL,
      venue_id text NULL,
      venue_name text NULL,
      meet_point text NULL,
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'due', 'safe', 'escalated', 'cancelled')),
      duress boolean NOT NULL DEFAULT false,
      answered_at timestamptz NULL,
      escalated_at timestamptz NULL,
      stood_down_at timestamptz NULL,
      share_id uuid NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX safety_check_ins_user ON safety_check_ins (user_id, due_at DESC)');
    await q.query("CREATE INDEX safety_check_ins_open ON safety_check_ins (due_at) WHERE status IN ('scheduled', 'due')");
    await q.query(`CREATE TABLE safety_pins (
      user_id uuid PRIMARY KEY,
      pin_hash text NOT NULL,
      duress_hash text NOT NULL,
      failed_attempts int NOT NULL DEFAULT 0,
      last_failed_at timestamptz NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE venue_safety_contacts (
      venue_id text PRIMARY KEY,
      venue_name text NOT NULL,
      email text NULL,
      phone text NULL,
      hours text NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE venue_safety_contacts');
    await q.query('DROP TABLE safety_pins');
    await q.query('DROP TABLE safety_check_ins');
  }
}
