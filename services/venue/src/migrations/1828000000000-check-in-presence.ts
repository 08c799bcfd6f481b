import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A check-in records how presence was proven, `presence` ('display' | 'qr' | 'location'),
 * in place of `method`. The old values map as they were proven: 'qr' → 'qr', 'location' → 'location'.
 * 'venue' (a venue id from the nearby list, with or without a position: which one was not kept) proved
 * nothing that can be told now, so those rows keep NULL ("recorded before presence was"). Every new
 * check-in has a presence (the service writes it; a venue id alone is refused).
 */
export class CheckInPresence1828000000000 implements MigrationInterface {
  name = 'CheckInPresence1828000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE check_ins ADD COLUMN presence text NULL CHECK (presence IN ('display', 'qr', 'location'))`);
    await q.query(`UPDATE check_ins SET presence = method WHERE method IN ('qr', 'location')`);
    await q.query('ALTER TABLE check_ins DROP COLUMN method');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE check_ins ADD COLUMN method text NULL CHECK (method IN ('location', 'qr', 'venue'))`);
    await q.query(`UPDATE check_ins SET method = CASE WHEN presence IN ('qr', 'location') THEN presence WHEN presence = 'display' THEN 'qr' ELSE 'venue' END`);
    await q.query('ALTER TABLE check_ins ALTER COLUMN method SET NOT NULL');
    await q.query('ALTER TABLE check_ins DROP COLUMN presence');
  }
}
