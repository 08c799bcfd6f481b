import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Conversation rows and the chat header show the person's main photo: kept next to the name. */
export class ParticipantPhotos1814000000002 implements MigrationInterface {
  name = 'ParticipantPhotos1814000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE display_names ADD COLUMN photo_url text NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE display_names DROP COLUMN photo_url');
  }
}
