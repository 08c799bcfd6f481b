import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { matchIdPayloadSchema, RPC, setMeetPointPayloadSchema, type Actor, type MatchView, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { MatchesRepository, type MatchRow } from './matches.repository.js';
import { chooseMeetPoint, isActiveMatch, matchUser, meetPointKeyOf } from './matches.rules.js';
import { VenueDirectory, type VenueInfo } from './venue-directory.js';

/** A person's matches and the meet point of one. Only the two people of a match see it (else 404). */
@Injectable()
export class MatchesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly matches: MatchesRepository,
    private readonly venues: VenueDirectory,
  ) {}

  /** Newest first. Only the caller's own matches. */
  @RpcHandler(RPC.matching.matches, { actor: 'required' })
  async list({ actor }: SignedInPayload): Promise<MatchView[]> {
    return this.present(await this.matches.openFor(actor.userId), actor);
  }

  /** The match id comes from the URL, a plain string: an id that names no match of the caller's is a 404. */
  @RpcHandler(RPC.matching.getMatch, { actor: 'required', input: matchIdPayloadSchema })
  async get({ actor, matchId }: SignedInPayload<{ matchId: string }>): Promise<MatchView> {
    const row = await this.participantRow(matchId, actor.userId);
    return (await this.present([row], actor))[0];
  }

  /** Only a participant (else 404); the point must be one of the venue's (or the default five). */
  @RpcHandler(RPC.matching.setMeetPoint, { actor: 'required', input: setMeetPointPayloadSchema })
  async setMeetPoint({ actor, matchId, meetPoint }: SignedInPayload<{ matchId: string; meetPoint?: unknown }>): Promise<MatchView> {
    const row = await this.participantRow(matchId, actor.userId);
    const venue = await this.venues.get(row.venue_id, row.venue_name, actor);
    const chosen = chooseMeetPoint(venue.meetPoints, meetPoint);
    if (!chosen) throw errors.notAMeetPoint();
    const updated = await this.dataSource.transaction(async (manager) => {
      const saved = await this.matches.setMeetPoint(manager, row.id, chosen, actor.userId);
      await this.events.publish(manager, 'MeetPointChosen', {
        matchId: row.id,
        userAId: row.user_a_id,
        userBId: row.user_b_id,
        meetPoint: chosen,
        meetPointKey: meetPointKeyOf(venue, chosen),
        venueId: row.venue_id,
        chosenBy: actor.userId,
      });
      return saved;
    });
    return (await this.present([updated], actor, new Map([[row.venue_id ?? '', venue]])))[0];
  }

  private async participantRow(matchId: string, userId: string): Promise<MatchRow> {
    const row = await this.matches.participantRow(matchId, userId);
    if (!row) throw errors.matchNotFound();
    return row;
  }

  /** Match rows as the caller sees them: both cards and the venue (asked once per venue). */
  private async present(rows: MatchRow[], actor: Actor, known = new Map<string, VenueInfo>()): Promise<MatchView[]> {
    if (rows.length === 0) return [];
    const cards = await this.matches.cards([...new Set(rows.flatMap((r) => [r.user_a_id, r.user_b_id]))]);
    const byId = new Map(cards.map((c) => [c.user_id, c]));
    const venues = new Map(known);
    for (const r of rows) {
      const key = r.venue_id ?? '';
      if (!venues.has(key)) venues.set(key, await this.venues.get(r.venue_id, r.venue_name, actor));
    }
    return rows.map((r) => {
      const venue = venues.get(r.venue_id ?? '')!;
      const createdAt = new Date(r.created_at);
      return {
        id: r.id,
        createdAt: createdAt.toISOString(),
        userA: matchUser(r.user_a_id, byId.get(r.user_a_id)),
        userB: matchUser(r.user_b_id, byId.get(r.user_b_id)),
        currentUserId: actor.userId,
        venue: { id: r.venue_id, name: venue.name ?? r.venue_name, meetPoints: venue.meetPoints, meetPointKeys: venue.meetPointKeys, phone: venue.phone },
        meetPoint: r.meet_point,
        meetPointKey: meetPointKeyOf(venue, r.meet_point),
        isActive: isActiveMatch(createdAt),
        conversationId: null,
      };
    });
  }
}
