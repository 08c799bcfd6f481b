import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Gender } from '@converge/contracts';
import { returnedRows } from '@converge/platform';

export interface StoredPhoto {
  id: string;
  full_key: string;
  thumb_key: string;
}

/** The columns of a profile a person edits (undefined: unchanged). */
export interface ProfileChangesInput {
  displayName?: string;
  bio?: string;
  gender?: Gender | null;
  lookingFor?: string[];
  interestTags?: string[];
}

/** The profiles table, the photo order and the person's settings kept on their user row. */
@Injectable()
export class ProfileRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Locks the user row for a new profile: the email and the age check's birth date (null unless checked). */
  async lockForCreate(manager: EntityManager, userId: string): Promise<{ email: string; date_of_birth: string | null } | undefined> {
    const rows: Array<{ email: string; date_of_birth: string | null }> = await manager.query(
      `SELECT email, CASE WHEN age_verified_at IS NULL THEN NULL ELSE to_char(date_of_birth, 'YYYY-MM-DD') END AS date_of_birth
       FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0];
  }

  /** False when the person already has a profile. */
  async insert(
    manager: EntityManager,
    userId: string,
    profile: { displayName: string; dateOfBirth: string; bio: string | undefined; gender: string | null | undefined; lookingFor: string[]; interestTags: string[] },
  ): Promise<boolean> {
    const inserted = await manager.query(
      `INSERT INTO profiles (user_id, display_name, date_of_birth, bio, gender, looking_for, interest_tags)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [userId, profile.displayName, profile.dateOfBirth, profile.bio, profile.gender, profile.lookingFor, profile.interestTags],
    );
    return inserted.length > 0;
  }

  /** Locks the user row for an edit: incognito, the email and whether a profile exists. */
  async lockForUpdate(manager: EntityManager, userId: string): Promise<{ is_incognito: boolean; email: string; has_profile: boolean } | undefined> {
    const rows: Array<{ is_incognito: boolean; email: string; has_profile: string | null }> = await manager.query(
      'SELECT u.is_incognito, u.email, p.user_id AS has_profile FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1 FOR UPDATE OF u',
      [userId],
    );
    return rows[0] ? { is_incognito: rows[0].is_incognito, email: rows[0].email, has_profile: !!rows[0].has_profile } : undefined;
  }

  /** Writes the given columns (one statement); false when none was given. */
  async update(manager: EntityManager, userId: string, changes: ProfileChangesInput): Promise<boolean> {
    const sets: string[] = [];
    const values: unknown[] = [userId];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    if (changes.displayName !== undefined) set('display_name', changes.displayName);
    if (changes.bio !== undefined) set('bio', changes.bio);
    if (changes.gender !== undefined) set('gender', changes.gender);
    if (changes.lookingFor !== undefined) set('looking_for', changes.lookingFor);
    if (changes.interestTags !== undefined) set('interest_tags', changes.interestTags);
    if (!sets.length) return false;
    await manager.query(`UPDATE profiles SET ${sets.join(', ')}, updated_at = now() WHERE user_id = $1`, values);
    return true;
  }

  async setPushNotifications(manager: EntityManager, userId: string, enabled: boolean): Promise<void> {
    await manager.query('UPDATE users SET push_notifications_enabled = $2 WHERE id = $1', [userId, enabled]);
  }

  async setIncognito(manager: EntityManager, userId: string, enabled: boolean): Promise<void> {
    await manager.query('UPDATE users SET is_incognito = $2 WHERE id = $1', [userId, enabled]);
  }

  /** The person's photos in their order (main first). */
  async photos(manager: EntityManager, userId: string): Promise<StoredPhoto[]> {
    return manager.query('SELECT id, full_key, thumb_key FROM photos WHERE user_id = $1 ORDER BY position, created_at DESC', [userId]);
  }

  /** One statement: position = the index in the list. */
  async setPhotoOrder(manager: EntityManager, photoIds: string[]): Promise<void> {
    await manager.query('UPDATE photos SET position = o.position FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position) WHERE photos.id = o.id', [photoIds]);
  }

  /** Deletes these photos of the person; returns the file keys to remove. */
  async deletePhotos(manager: EntityManager, userId: string, photoIds: string[]): Promise<string[]> {
    const removed = returnedRows<{ full_key: string; thumb_key: string }>(
      await manager.query('DELETE FROM photos WHERE user_id = $1 AND id = ANY($2::uuid[]) RETURNING full_key, thumb_key', [userId, photoIds]),
    );
    return removed.flatMap((r) => [r.full_key, r.thumb_key]);
  }

  async displayNames(userIds: string[]): Promise<Array<{ user_id: string; display_name: string }>> {
    return this.dataSource.query('SELECT user_id, display_name FROM profiles WHERE user_id = ANY($1::uuid[])', [userIds]);
  }

  async interestTags(userIds: string[]): Promise<Array<{ user_id: string; interest_tags: string[] | null }>> {
    return this.dataSource.query('SELECT user_id, interest_tags FROM profiles WHERE user_id = ANY($1::uuid[])', [userIds]);
  }
}
