import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A venue's opt-in safety contact: the staff email and/or phone alerted when a guest's "Check on me"
 * escalates or they press the emergency button there, and who answers when. No row = not opted in.
 */
export class VenueSafetyContacts1840000000001 implements MigrationInterface {
  name = 'VenueSafetyContacts1840000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE venue_safety_contacts (
      venue_id uuid PRIMARY KEY REFERENCES venues(id) ON DELETE CASCADE,
      email text NULL,
      phone text NULL,
      hours text NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE venue_safety_contacts');
  }
}
