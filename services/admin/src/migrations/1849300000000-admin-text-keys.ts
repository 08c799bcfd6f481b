import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications and audit lines keep their words as a key and its values, so the dashboard says them in
 * the admin's language; the English text stays beside them. Rows from before have no key (NULL) and
 * show their stored text. Adding a column with a constant default rewrites no row, so the audit log's
 * append-only trigger is not involved.
 */
export class AdminTextKeys1849300000000 implements MigrationInterface {
  name = 'AdminTextKeys1849300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_notifications ADD COLUMN text_key text NULL, ADD COLUMN text_params jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE admin_actions ADD COLUMN text_key text NULL, ADD COLUMN text_params jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin_actions DROP COLUMN text_key, DROP COLUMN text_params');
    await q.query('ALTER TABLE admin_notifications DROP COLUMN text_key, DROP COLUMN text_params');
  }
}
