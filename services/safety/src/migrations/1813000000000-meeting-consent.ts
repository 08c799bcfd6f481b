import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent for meeting location sharing: who proposed the meet point, when the other person
 * agreed (sharing only once set), and each person's Keep Sharing request (both are needed).
 * Sessions open before this migration were started under the old rule and count as agreed.
 */
export class MeetingConsent1813000000000 implements MigrationInterface {
  name = 'MeetingConsent1813000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE meeting_sessions
      ADD COLUMN proposed_by uuid NULL,
      ADD COLUMN agreed_at timestamptz NULL,
      ADD COLUMN user_a_keeps boolean NOT NULL DEFAULT false,
      ADD COLUMN user_b_keeps boolean NOT NULL DEFAULT false`);
    await q.query('UPDATE meeting_sessions SET agreed_at = started_at, user_a_keeps = keep_location_sharing, user_b_keeps = keep_location_sharing');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE meeting_sessions DROP COLUMN proposed_by, DROP COLUMN agreed_at, DROP COLUMN user_a_keeps, DROP COLUMN user_b_keeps');
  }
}
