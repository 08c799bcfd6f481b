import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_LANGUAGE, isLanguage, RPC, type Language } from '@converge/contracts';
import { RpcClient, type StatementInbox } from '@converge/platform';
import { FALLBACK_NAME, namesFromIdentityAnswer } from './people.rules.js';

export interface CurrentCheckIn {
  venueId: string;
  venueName: string | null;
}

/**
 * Who people are and where they are checked in, as far as safety needs it: a read model fed by
 * identity's and venue's events, so emergencies and shares are described without asking anyone.
 * Names not yet known locally are asked from identity (RPC.identity.displayNames).
 */
@Injectable()
export class PeopleRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  async upsertName(manager: EntityManager, userId: string, displayName: string) {
    await manager.query(
      `INSERT INTO user_names (user_id, display_name, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, updated_at = now()`,
      [userId, displayName],
    );
  }

  /** The newest language wins; an older change delivered late leaves it. */
  async setLanguage(manager: EntityManager, userId: string, language: Language, changedAt: string) {
    await manager.query(
      `INSERT INTO user_languages (user_id, language, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET language = EXCLUDED.language, changed_at = EXCLUDED.changed_at
       WHERE user_languages.changed_at <= EXCLUDED.changed_at`,
      [userId, language, changedAt],
    );
  }

  /** The language to write to this person in (English until identity told otherwise). */
  async languageOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<Language> {
    const rows: Array<{ language: string }> = await manager.query('SELECT language FROM user_languages WHERE user_id = $1', [userId]);
    return isLanguage(rows[0]?.language) ? rows[0].language : DEFAULT_LANGUAGE;
  }

  async localNames(userIds: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const rows: Array<{ user_id: string; display_name: string }> = await manager.query('SELECT user_id, display_name FROM user_names WHERE user_id = ANY($1::uuid[])', [userIds]);
    return new Map(rows.map((r) => [r.user_id, r.display_name]));
  }

  /**
   * Display names: local first, then identity. `known` tells whether identity answered for the rest
   * (false when it did not answer: callers then degrade to FALLBACK_NAME or report 503 themselves).
   */
  async names(userIds: string[], options: { timeoutMs?: number; manager?: EntityManager } = {}): Promise<{ names: Map<string, string>; identityAnswered: boolean }> {
    const names = await this.localNames(userIds, options.manager);
    const missing = [...new Set(userIds.filter((id) => !names.has(id)))];
    if (!missing.length) return { names, identityAnswered: true };
    try {
      const answer = await this.rpc.request(RPC.identity.displayNames, { userIds: missing }, { timeoutMs: options.timeoutMs ?? 2000 });
      const learned = [...namesFromIdentityAnswer(answer)].filter(([id]) => missing.includes(id));
      for (const [id, name] of learned) names.set(id, name);
      await this.remember(learned);
      return { names, identityAnswered: true };
    } catch {
      return { names, identityAnswered: false };
    }
  }

  /**
   * Keeps what identity said until its own events arrive (they win: no overwrite here), so an
   * emergency later is described by name even while identity is down.
   */
  private async remember(learned: Array<[string, string]>) {
    if (!learned.length) return;
    await this.dataSource
      .query(`INSERT INTO user_names (user_id, display_name) SELECT * FROM unnest($1::uuid[], $2::text[]) ON CONFLICT (user_id) DO NOTHING`, [
        learned.map(([id]) => id),
        learned.map(([, name]) => name),
      ])
      .catch(() => undefined);
  }

  async nameOrFallback(userId: string, timeoutMs?: number): Promise<string> {
    const { names } = await this.names([userId], { timeoutMs });
    return names.get(userId) ?? FALLBACK_NAME;
  }

  /**
   * Check-ins in stream order, those the inbox has not seen (`inbox`, run in the same statement): each
   * replaces the person's row, so per person the last one.
   */
  async setCheckIns(
    manager: EntityManager,
    inbox: StatementInbox,
    checkIns: { eventId: string; userId: string; checkInId: string; venueId: string; venueName?: string | null; expiresAt: string }[],
  ) {
    await manager.query(
      `WITH fresh AS (${inbox.sql(1)})
       INSERT INTO current_checkins (user_id, check_in_id, venue_id, venue_name, expires_at)
       SELECT DISTINCT ON (c.user_id) c.user_id, c.check_in_id, c.venue_id, c.venue_name, c.expires_at
         FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])
           WITH ORDINALITY AS c(event_id, user_id, check_in_id, venue_id, venue_name, expires_at, ord)
        WHERE c.event_id IN (SELECT event_id FROM fresh)
        ORDER BY c.user_id, c.ord DESC
       ON CONFLICT (user_id) DO UPDATE SET check_in_id = EXCLUDED.check_in_id, venue_id = EXCLUDED.venue_id,
         venue_name = EXCLUDED.venue_name, expires_at = EXCLUDED.expires_at`,
      [
        ...inbox.values,
        checkIns.map((c) => c.eventId),
        checkIns.map((c) => c.userId),
        checkIns.map((c) => c.checkInId),
        checkIns.map((c) => c.venueId),
        checkIns.map((c) => c.venueName ?? null),
        checkIns.map((c) => c.expiresAt),
      ],
    );
  }

  /** Removes each person's row while it is still the check-in that ended (those the inbox has not seen, in the same statement). */
  async endCheckIns(manager: EntityManager, inbox: StatementInbox, ended: { eventId: string; userId: string; checkInId: string }[]) {
    await manager.query(
      `WITH fresh AS (${inbox.sql(1)})
       DELETE FROM current_checkins c USING unnest($3::uuid[], $4::uuid[], $5::text[]) AS ended(event_id, user_id, check_in_id)
        WHERE ended.event_id IN (SELECT event_id FROM fresh) AND c.user_id = ended.user_id AND c.check_in_id = ended.check_in_id`,
      [...inbox.values, ended.map((e) => e.eventId), ended.map((e) => e.userId), ended.map((e) => e.checkInId)],
    );
  }

  async currentCheckIn(userId: string, manager: EntityManager = this.dataSource.manager): Promise<CurrentCheckIn | null> {
    const [row] = await manager.query('SELECT venue_id, venue_name FROM current_checkins WHERE user_id = $1 AND expires_at > now()', [userId]);
    return row ? { venueId: row.venue_id, venueName: row.venue_name } : null;
  }
}
