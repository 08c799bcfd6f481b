import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACTIVE_MATCH_MS, RPC, type Actor, type MatchUser, type MatchView, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, returnedRows, RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { VenueDirectory, type VenueInfo } from './venue-directory.js';

interface MatchRow {
  id: string;
  user_a_id: string;
  user_b_id: string;
  venue_id: string | null;
  venue_name: string | null;
  meet_point: string | null;
  created_at: Date;
}

interface Card {
  user_id: string;
  display_name: string;
  age: number;
  bio: string;
  photos: string[];
  is_verified: boolean;
}

@Injectable()
export class MatchHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly venues: VenueDirectory,
  ) {}

  /** Newest first. Only the caller's own matches. */
  @RpcHandler(RPC.matching.matches, { actor: 'required' })
  async list({ actor }: SignedInPayload): Promise<MatchView[]> {
    const rows: MatchRow[] = await this.dataSource.query(
      `SELECT * FROM matches WHERE (user_a_id = $1 OR user_b_id = $1) AND ended_at IS NULL ORDER BY created_at DESC, id LIMIT 200`,
      [actor.userId],
    );
    return this.present(rows, actor);
  }

  @RpcHandler(RPC.matching.getMatch, { actor: 'required' })
  async get({ actor, matchId }: SignedInPayload<{ matchId: string }>): Promise<MatchView> {
    const row = await this.participantRow(matchId, actor.userId);
    return (await this.present([row], actor))[0];
  }

  /** Only a participant (else 404); the point must be one of the venue's (or the default five). */
  @RpcHandler(RPC.matching.setMeetPoint, { actor: 'required' })
  async setMeetPoint({ actor, matchId, meetPoint }: SignedInPayload<{ matchId: string; meetPoint: string }>): Promise<MatchView> {
    const row = await this.participantRow(matchId, actor.userId);
    const venue = await this.venues.get(row.venue_id, row.venue_name, actor);
    const chosen = venue.meetPoints.find((p) => p.toLowerCase() === String(meetPoint ?? '').trim().toLowerCase());
    if (!chosen) throw errors.notAMeetPoint();
    const updated = await this.dataSource.transaction(async (manager) => {
      const [saved] = returnedRows<MatchRow>(await manager.query(
        `UPDATE matches SET meet_point = $2, meet_point_chosen_by = $3, meet_point_chosen_at = now() WHERE id = $1 RETURNING *`,
        [row.id, chosen, actor.userId],
      ));
      await this.events.publish(manager, 'MeetPointChosen', {
        matchId: row.id,
        userAId: row.user_a_id,
        userBId: row.user_b_id,
        meetPoint: chosen,
        venueId: row.venue_id,
        chosenBy: actor.userId,
      });
      return saved as MatchRow;
    });
    return (await this.present([updated], actor, new Map([[row.venue_id ?? '', venue]])))[0];
  }

  private async participantRow(matchId: string, userId: string): Promise<MatchRow> {
    if (!matchId || !/^[0-9a-f-]{36}$/i.test(matchId)) throw errors.matchNotFound();
    const [row] = await this.dataSource.query('SELECT * FROM matches WHERE id = $1 AND (user_a_id = $2 OR user_b_id = $2) AND ended_at IS NULL', [matchId, userId]);
    if (!row) throw errors.matchNotFound();
    return row;
  }

  private async present(rows: MatchRow[], actor: Actor, known = new Map<string, VenueInfo>()): Promise<MatchView[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.flatMap((r) => [r.user_a_id, r.user_b_id]))];
    const cards: Card[] = await this.dataSource.query(
      `SELECT p.user_id, p.display_name, p.age, p.bio, p.photos, COALESCE(v.level, 'unverified') <> 'unverified' AS is_verified
       FROM profile_cards p LEFT JOIN verification_levels v ON v.user_id = p.user_id WHERE p.user_id = ANY($1)`,
      [ids],
    );
    const byId = new Map(cards.map((c) => [c.user_id, c]));
    const venues = new Map(known);
    for (const r of rows) {
      const key = r.venue_id ?? '';
      if (!venues.has(key)) venues.set(key, await this.venues.get(r.venue_id, r.venue_name, actor));
    }
    const user = (id: string): MatchUser => {
      const c = byId.get(id);
      return { id, profile: { displayName: c?.display_name ?? 'Unknown User', photos: c?.photos ?? [], age: c?.age ?? null, bio: c?.bio ?? '', isVerified: c?.is_verified ?? false } };
    };
    return rows.map((r) => {
      const venue = venues.get(r.venue_id ?? '')!;
      const createdAt = new Date(r.created_at);
      return {
        id: r.id,
        createdAt: createdAt.toISOString(),
        userA: user(r.user_a_id),
        userB: user(r.user_b_id),
        currentUserId: actor.userId,
        venue: { id: r.venue_id, name: venue.name ?? r.venue_name, meetPoints: venue.meetPoints, phone: venue.phone },
        meetPoint: r.meet_point,
        isActive: Date.now() - createdAt.getTime() < ACTIVE_MATCH_MS,
        conversationId: null,
      };
    });
  }
}
