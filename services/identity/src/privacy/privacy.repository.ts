import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '@converge/platform';

export interface AccountExportRow {
  id: string;
  email: string;
  role: string;
  is_business_admin: boolean;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  age_verified_at: Date | null;
  is_incognito: boolean;
  push_notifications_enabled: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}

/** Incognito, what the data export reads from the users table, and erasing an account. */
@Injectable()
export class PrivacyRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Null when the account is gone. */
  async isIncognito(userId: string): Promise<boolean | null> {
    const rows: Array<{ is_incognito: boolean }> = await this.dataSource.query('SELECT is_incognito FROM users WHERE id = $1', [userId]);
    return rows.length ? rows[0].is_incognito : null;
  }

  /** True when the setting changed (false: it already was so). */
  async setIncognito(manager: EntityManager, userId: string, enabled: boolean): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(await manager.query('UPDATE users SET is_incognito = $2 WHERE id = $1 AND is_incognito <> $2 RETURNING id', [userId, enabled]));
    return rows.length > 0;
  }

  /** The account's own columns for the data export (never the password hash). */
  async account(userId: string): Promise<AccountExportRow | undefined> {
    const rows: AccountExportRow[] = await this.dataSource.query(
      `SELECT id, email, role, is_business_admin, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
              age_verified_at, is_incognito, push_notifications_enabled, created_at, last_sign_in_at
         FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0];
  }

  /** The file keys of every photo of the person. */
  async photoKeys(manager: EntityManager, userId: string): Promise<string[]> {
    const photos: Array<{ full_key: string; thumb_key: string }> = await manager.query('SELECT full_key, thumb_key FROM photos WHERE user_id = $1', [userId]);
    return photos.flatMap((p) => [p.full_key, p.thumb_key]);
  }

  /**
   * Deletes the user row (their rows cascade); false when it was already gone. Risk signals have no
   * foreign key (they can arrive before the account's rows): theirs go, and a report they filed keeps
   * counting against the reported person without naming them.
   */
  async deleteAccount(manager: EntityManager, userId: string): Promise<boolean> {
    const deleted = returnedRows(await manager.query('DELETE FROM users WHERE id = $1 RETURNING id', [userId]));
    if (!deleted.length) return false;
    await manager.query('DELETE FROM risk_signals WHERE user_id = $1', [userId]);
    await manager.query('UPDATE risk_signals SET actor_id = NULL WHERE actor_id = $1', [userId]);
    return true;
  }
}
