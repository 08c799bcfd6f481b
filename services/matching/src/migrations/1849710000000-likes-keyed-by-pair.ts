import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A like is found by its pair (from, to), never by its id: the unique index on the pair becomes the
 * primary key and the index on the id goes, so a like writes two index entries instead of three (the
 * id's was also a random page of a large index per like). The id stays as the like's name in
 * LikeCreated and a person's data export; it is a fresh UUID per like, never looked up.
 */
export class LikesKeyedByPair1849710000000 implements MigrationInterface {
  name = 'LikesKeyedByPair1849710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE likes DROP CONSTRAINT likes_pkey');
    await q.query('ALTER TABLE likes ADD CONSTRAINT likes_pkey PRIMARY KEY USING INDEX likes_pair');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('CREATE UNIQUE INDEX likes_pair ON likes (from_user_id, to_user_id)');
    await q.query('ALTER TABLE likes DROP CONSTRAINT likes_pkey');
    await q.query('ALTER TABLE likes ADD CONSTRAINT likes_pkey PRIMARY KEY (id)');
  }
}
