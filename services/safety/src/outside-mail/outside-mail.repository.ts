import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '@converge/platform';

/** Opt-outs and daily share-mail counts of outside addresses, by address key (never the address). */
@Injectable()
export class OutsideMailRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The keys among `keys` whose address asked for no more mail. */
  async optedOut(keys: string[], manager: EntityManager = this.dataSource.manager): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows: Array<{ address_key: string }> = await manager.query('SELECT address_key FROM mail_opt_outs WHERE address_key = ANY($1::text[])', [keys]);
    return new Set(rows.map((r) => r.address_key));
  }

  /** Records an opt-out; true the first time, false when the address had already opted out. */
  async optOut(key: string): Promise<boolean> {
    return returnedRows(await this.dataSource.query('INSERT INTO mail_opt_outs (address_key) VALUES ($1) ON CONFLICT DO NOTHING RETURNING address_key', [key])).length > 0;
  }

  /**
   * Counts one share mail to the address today (UTC) and returns today's count including it. The row
   * lock of the upsert serialises senders, so two shares at once cannot both be the fifth; a refused
   * share rolls its transaction back and with it this count.
   */
  async countShareMail(manager: EntityManager, key: string): Promise<number> {
    const [row] = returnedRows<{ share_mails: number }>(
      await manager.query(
        `INSERT INTO outside_mail_days (address_key, day, share_mails) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1)
         ON CONFLICT (address_key, day) DO UPDATE SET share_mails = outside_mail_days.share_mails + 1
         RETURNING share_mails`,
        [key],
      ),
    );
    return row!.share_mails;
  }

  /** Counts of past days are no longer needed (yesterday's is kept for a day in case of clock edges). */
  async forgetOldDays(): Promise<number> {
    const result = await this.dataSource.query(`DELETE FROM outside_mail_days WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
    return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
  }
}
