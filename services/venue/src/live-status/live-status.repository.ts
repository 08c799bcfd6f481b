import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedSql } from '@converge/platform';
import type { LiveCard } from './live-status.store.js';

/** A viewer's blocks (either way) and likes, loaded into Redis once (LiveStatusStore.loadExclusions). */
export interface ViewerExclusions {
  blocked: string[];
  /** Everyone who liked the viewer (an incognito one stays visible to the people they liked). */
  likers: string[];
}

/** The public cards (profile + Verified mark) of some people, as kept in Redis next to their status. */
const CARDS = new NamedSql(
  'live_cards_v5',
  `SELECT p.user_id, p.display_name, p.age, p.photo, p.gender, p.looking_for, p.is_incognito, p.interest_tags,
          COALESCE(lv.is_verified, false) AS is_verified
     FROM live_profiles p LEFT JOIN live_verifications lv ON lv.user_id = p.user_id
    WHERE p.user_id = ANY($1::uuid[])`,
);

const EXCLUSIONS = new NamedSql(
  'live_exclusions_v1',
  `SELECT
     ARRAY(SELECT b.blocked_id FROM live_blocks b WHERE b.blocker_id = $1
           UNION SELECT b.blocker_id FROM live_blocks b WHERE b.blocked_id = $1)::text[] AS blocked,
     ARRAY(SELECT l.from_user_id FROM live_likes l WHERE l.to_user_id = $1)::text[] AS likers`,
);

interface CardRow {
  user_id: string;
  display_name: string;
  age: number | null;
  photo: string | null;
  gender: string | null;
  looking_for: string[];
  is_incognito: boolean;
  is_verified: boolean;
  interest_tags: string[];
}

const toCard = (r: CardRow): LiveCard => ({
  displayName: r.display_name,
  age: r.age,
  photo: r.photo,
  gender: r.gender,
  lookingFor: r.looking_for,
  isIncognito: r.is_incognito,
  isVerified: r.is_verified,
  interestTags: r.interest_tags,
});

/** All SQL of live discovery: the cards and exclusions nearby queries need, flags, and the read models events keep. */
@Injectable()
export class LiveStatusRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Cards by user id (people without a profile are absent). Inside an event's transaction when given. */
  async cards(userIds: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, LiveCard>> {
    if (userIds.length === 0) return new Map();
    const rows: CardRow[] = await manager.query(CARDS.query, [userIds]);
    return new Map(rows.map((r) => [r.user_id, toCard(r)]));
  }

  async exclusions(viewerId: string): Promise<ViewerExclusions> {
    const [row] = (await this.dataSource.query(EXCLUSIONS.query, [viewerId])) as Array<{ blocked: string[]; likers: string[] }>;
    return { blocked: row?.blocked ?? [], likers: row?.likers ?? [] };
  }

  /**
   * Serialises the block/unblock handlers of one pair until their transaction ends: otherwise an unblock
   * can miss the other direction's block being written at the same moment and drop the pair's Redis
   * exclusion after that block added it.
   */
  async lockBlockPair(a: string, b: string, manager: EntityManager): Promise<void> {
    const pair = a < b ? `${a}|${b}` : `${b}|${a}`;
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 23))', [`live-blocks:${pair}`]);
  }

  /** Whether either of the two still blocks the other (an unblock of one direction keeps the other). */
  async blockedEitherWay(a: string, b: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM live_blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1', [a, b]);
    return rows.length > 0;
  }

  async flag(userId: string, reason: string, speedMps: number): Promise<void> {
    await this.dataSource.query('INSERT INTO live_flags (user_id, reason, speed_mps) VALUES ($1, $2, $3)', [userId, reason, speedMps]);
  }

  async flags(userId: string): Promise<number> {
    const [{ n }] = await this.dataSource.query('SELECT count(*)::int AS n FROM live_flags WHERE user_id = $1', [userId]);
    return n;
  }

  /** The profile card's read model (identity's ProfileUpdated); interestTags absent (an older producer) keeps what it had. */
  async upsertProfile(
    manager: EntityManager,
    p: { userId: string; displayName: string; age: number | null; photo: string | null; gender: string | null; lookingFor: string[]; isIncognito: boolean; interestTags: string[] | null },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO live_profiles (user_id, display_name, age, photo, gender, looking_for, is_incognito, interest_tags, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8::text[], '{}'), now())
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, age = EXCLUDED.age, photo = EXCLUDED.photo,
         gender = EXCLUDED.gender, looking_for = EXCLUDED.looking_for, is_incognito = EXCLUDED.is_incognito,
         interest_tags = COALESCE($8::text[], live_profiles.interest_tags), updated_at = now()`,
      [p.userId, p.displayName, p.age, p.photo, p.gender, p.lookingFor, p.isIncognito, p.interestTags],
    );
  }

  async setIncognito(manager: EntityManager, userId: string, isIncognito: boolean): Promise<void> {
    await manager.query('UPDATE live_profiles SET is_incognito = $2, updated_at = now() WHERE user_id = $1', [userId, isIncognito]);
  }

  async addBlock(manager: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await manager.query('INSERT INTO live_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [blockerId, blockedId]);
  }

  async removeBlock(manager: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await manager.query('DELETE FROM live_blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
  }

  async addLike(manager: EntityManager, fromUserId: string, toUserId: string): Promise<void> {
    await manager.query('INSERT INTO live_likes (from_user_id, to_user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [fromUserId, toUserId]);
  }

  /** An older change never overwrites a newer one (events may arrive out of order). */
  async setVerified(manager: EntityManager, userId: string, isVerified: boolean, changedAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO live_verifications (user_id, is_verified, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET is_verified = EXCLUDED.is_verified, changed_at = EXCLUDED.changed_at
       WHERE live_verifications.changed_at <= EXCLUDED.changed_at`,
      [userId, isVerified, changedAt],
    );
  }

  /** A deleted account: everything live discovery kept about the person. */
  async erasePerson(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM live_profiles WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM live_blocks WHERE blocker_id = $1 OR blocked_id = $1', [userId]);
    await manager.query('DELETE FROM live_flags WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM live_likes WHERE from_user_id = $1 OR to_user_id = $1', [userId]);
    await manager.query('DELETE FROM live_verifications WHERE user_id = $1', [userId]);
  }
}
