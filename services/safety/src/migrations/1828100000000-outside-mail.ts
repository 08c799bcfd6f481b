import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail to outside addresses: who asked for no more mail (RFC 8058 one-click unsubscribe) and
 * how many share mails each address got per day (at most 5, across all senders). Addresses are never
 * stored here, only `address_key`, an HMAC of the normalised address under UNSUBSCRIBE_SECRET: the
 * table says nothing about an address to someone without the secret. Daily counts go after two days;
 * an opt-out stays, because it is the recipient's wish, not a sender's data. `outgoing_messages.headers`
 * carries each mail's List-Unsubscribe headers from the request that wrote it to the job that sends it.
 */
export class OutsideMail1828100000000 implements MigrationInterface {
  name = 'OutsideMail1828100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE mail_opt_outs (
      address_key text PRIMARY KEY,
      opted_out_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE outside_mail_days (
      address_key text NOT NULL,
      day date NOT NULL,
      share_mails int NOT NULL DEFAULT 0,
      PRIMARY KEY (address_key, day))`);
    await q.query('CREATE INDEX outside_mail_days_day ON outside_mail_days (day)');
    await q.query('ALTER TABLE outgoing_messages ADD COLUMN headers jsonb NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE outgoing_messages DROP COLUMN headers');
    await q.query('DROP TABLE outside_mail_days');
    await q.query('DROP TABLE mail_opt_outs');
  }
}
