import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EventPublisher, returnedRows } from '@converge/platform';
import type { Language } from '@converge/contracts';
import { lockPerson } from '../person-lock.js';

export interface ShareRow {
  id: string;
  user_id: string;
  token: string;
  /** 'duress': made by the duress PIN; never listed to the person nor told to their devices. */
  kind: 'contact' | 'emergency' | 'duress';
  sharer_name: string;
  recipient_name: string;
  recipient_phone: string | null;
  recipient_email: string | null;
  matched_with_name: string | null;
  matched_with_id: string | null;
  location: string | null;
  venue_id: string | null;
  venue_name: string | null;
  latitude: number | null;
  longitude: number | null;
  message: string;
  /** The language the app wrote `message` in (the sharer's); null: the sharer's own words, or a share from before. */
  message_language: Language | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  ended_reason: string | null;
}

export type NewShare = Omit<ShareRow, 'created_at' | 'updated_at' | 'ended_at' | 'ended_reason'>;

/** Ends overdue shares (one by id for its job, or every one for the sweeper) and tells the others. */
const EXPIRE_DUE = `
  UPDATE location_shares s SET ended_at = now(), ended_reason = 'expired'
  WHERE s.id IN (
    SELECT id FROM location_shares
    WHERE ended_at IS NULL AND expires_at <= now() AND ($1::uuid IS NULL OR id = $1::uuid)
    ORDER BY expires_at LIMIT 500 FOR UPDATE SKIP LOCKED)
  RETURNING s.id, s.user_id, s.kind`;

@Injectable()
export class LocationSharesRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
  ) {}

  async insert(manager: EntityManager, s: NewShare): Promise<ShareRow> {
    const [row] = await manager.query(
      `INSERT INTO location_shares (id, user_id, token, kind, sharer_name, recipient_name, recipient_phone, recipient_email, matched_with_name,
         matched_with_id, location, venue_id, venue_name, latitude, longitude, message, message_language, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING *`,
      [
        s.id,
        s.user_id,
        s.token,
        s.kind,
        s.sharer_name,
        s.recipient_name,
        s.recipient_phone,
        s.recipient_email,
        s.matched_with_name,
        s.matched_with_id,
        s.location,
        s.venue_id,
        s.venue_name,
        s.latitude,
        s.longitude,
        s.message,
        s.message_language,
        s.expires_at,
      ],
    );
    if (row.kind !== 'duress')
      await this.events.publish(manager, 'LocationShareCreated', {
        shareId: row.id,
        userId: row.user_id,
        recipientName: row.recipient_name,
        expiresAt: new Date(row.expires_at).toISOString(),
      });
    return row;
  }

  /** Live contact shares of a person, counted under a per-person lock (the limit cannot be raced). */
  async lockAndCountActive(manager: EntityManager, userId: string): Promise<number> {
    await manager.query(...lockPerson(userId, 'shares'));
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM location_shares WHERE user_id = $1 AND kind = 'contact' AND ended_at IS NULL AND expires_at > now()`, [
      userId,
    ]);
    return count;
  }

  active(userId: string): Promise<ShareRow[]> {
    return this.dataSource.query(`SELECT * FROM location_shares WHERE user_id = $1 AND kind <> 'duress' AND ended_at IS NULL AND expires_at > now() ORDER BY created_at DESC`, [userId]);
  }

  async byToken(token: string): Promise<ShareRow | null> {
    const [row] = await this.dataSource.query('SELECT * FROM location_shares WHERE token = $1', [token]);
    return row ?? null;
  }

  async owned(userId: string, id: string): Promise<ShareRow | null> {
    const [row] = await this.dataSource.query('SELECT * FROM location_shares WHERE id = $1 AND user_id = $2', [id, userId]);
    return row ?? null;
  }

  /** Stops a live share at once; false when it had already ended (or is not the caller's). */
  async stop(userId: string, id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ id: string }>(
        await manager.query(`UPDATE location_shares SET ended_at = now(), ended_reason = 'stopped' WHERE id = $1 AND user_id = $2 AND ended_at IS NULL AND expires_at > now() RETURNING id`, [
          id,
          userId,
        ]),
      );
      if (!rows.length) return false;
      await this.events.publish(manager, 'LocationShareExpired', { shareId: id, userId, reason: 'stopped' });
      return true;
    });
  }

  /** A new position for a live share, at most one a second (more are dropped). */
  async move(userId: string, id: string, latitude: number, longitude: number): Promise<Date | null> {
    const [row] = returnedRows<{ updated_at: Date }>(
      await this.dataSource.query(
        `UPDATE location_shares SET latitude = $3, longitude = $4, updated_at = now()
         WHERE id = $1 AND user_id = $2 AND ended_at IS NULL AND expires_at > now() AND updated_at <= now() - interval '1 second'
         RETURNING updated_at`,
        [id, userId, latitude, longitude],
      ),
    );
    return row?.updated_at ?? null;
  }

  async expireDue(shareId: string | null): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ id: string; user_id: string; kind: string }>(await manager.query(EXPIRE_DUE, [shareId])).filter((r) => r.kind !== 'duress');
      for (const r of rows) await this.events.publish(manager, 'LocationShareExpired', { shareId: r.id, userId: r.user_id, reason: 'expired' });
      return rows.length;
    });
  }
}
