import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where a report was made: the person's safety menu (`profile`) or "Does this bother you?" (`bother_prompt`). */
export class ReportSource1842000000002 implements MigrationInterface {
  name = 'ReportSource1842000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE reports ADD COLUMN source text NOT NULL DEFAULT 'profile'");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE reports DROP COLUMN source');
  }
}
