import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '@converge/platform';

/** The photos table: counting, adding and deleting a person's photos. */
@Injectable()
export class PhotosRepository {
  constructor(private readonly dataSource: DataSource) {}

  async count(userId: string): Promise<number> {
    const [{ count }] = await this.dataSource.query('SELECT count(*)::int AS count FROM photos WHERE user_id = $1', [userId]);
    return count;
  }

  /** Locks the user row (so concurrent uploads are serialised); false when the account is gone. */
  async lockUser(manager: EntityManager, userId: string): Promise<boolean> {
    const user = await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    return user.length > 0;
  }

  /** How many photos the person has and the first position (0 without photos). */
  async countAndFirstPosition(manager: EntityManager, userId: string): Promise<{ count: number; min: number }> {
    const [{ count, min }] = await manager.query('SELECT count(*)::int AS count, COALESCE(min(position), 0) AS min FROM photos WHERE user_id = $1', [userId]);
    return { count, min: Number(min) };
  }

  async insert(manager: EntityManager, photo: { id: string; userId: string; fullKey: string; thumbKey: string; width: number; height: number; position: number }): Promise<void> {
    await manager.query('INSERT INTO photos (id, user_id, full_key, thumb_key, width, height, position) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      photo.id,
      photo.userId,
      photo.fullKey,
      photo.thumbKey,
      photo.width,
      photo.height,
      photo.position,
    ]);
  }

  /** Deletes one of the person's photos; its file keys, or null when it is not theirs or gone. */
  async delete(manager: EntityManager, userId: string, photoId: string): Promise<string[] | null> {
    const rows = returnedRows<{ full_key: string; thumb_key: string }>(
      await manager.query('DELETE FROM photos WHERE id = $1 AND user_id = $2 RETURNING full_key, thumb_key', [photoId, userId]),
    );
    return rows.length ? [rows[0].full_key, rows[0].thumb_key] : null;
  }
}
