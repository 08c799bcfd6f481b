import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventData, EventType } from '@converge/contracts';
import { eventually, EventPublisher, failureOf, RpcClient, serviceUnderTest, statusOf } from '@converge/platform';
import { MatchingModule } from '../src/matching.module.js';

/** Feeds the read models the way identity, venue and safety do: events through the outbox and JetStream. */
export class Feed {
  constructor(private readonly service: { readonly app: INestApplicationContext }) {}

  get app() {
    return this.service.app;
  }

  get db() {
    return this.app.get(DataSource);
  }

  async publish<T extends EventType>(type: T, data: EventData<T>) {
    await this.db.transaction((m) => this.app.get(EventPublisher).publish(m, type, data));
  }

  async publishMany(events: Array<[EventType, unknown]>) {
    await this.db.transaction(async (m) => {
      for (const [type, data] of events) await this.app.get(EventPublisher).publish(m, type, data as never);
    });
  }

  profileEvent(userId: string, p: Partial<EventData<'ProfileUpdated'>> = {}): [EventType, EventData<'ProfileUpdated'>] {
    return [
      'ProfileUpdated',
      { userId, displayName: `User ${userId.slice(0, 6)}`, age: 30, bio: 'Hello', photos: [`/photos/${userId}.jpg`], gender: null, lookingFor: ['Everyone'], isIncognito: false, ...p },
    ];
  }

  checkInEvent(userId: string, venueId: string, checkInId = randomUUID()): [EventType, EventData<'CheckedIn'>] {
    return ['CheckedIn', { userId, venueId, checkInId, venueName: `Venue ${venueId.slice(0, 4)}`, expiresAt: new Date(Date.now() + 7_200_000).toISOString() }];
  }

  /** Publishes people (profile + check-in) and waits until the read models hold them. */
  async people(venueId: string, specs: Array<{ id?: string } & Partial<EventData<'ProfileUpdated'>>>): Promise<string[]> {
    const ids = specs.map((s) => s.id ?? randomUUID());
    const events: Array<[EventType, unknown]> = [];
    specs.forEach((s, i) => events.push(this.profileEvent(ids[i], s), this.checkInEvent(ids[i], venueId)));
    for (let i = 0; i < events.length; i += 200) await this.publishMany(events.slice(i, i + 200));
    await eventually(
      'people in the read models',
      async () => {
        const [{ n }] = await this.db.query('SELECT count(*)::int AS n FROM active_checkins c JOIN profile_cards p USING (user_id) WHERE c.user_id = ANY($1) AND c.venue_id = $2', [
          ids,
          venueId,
        ]);
        return n === ids.length;
      },
      { timeoutMs: 20_000 },
    );
    return ids;
  }

  rpc<T = any>(pattern: string, userId: string, payload: Record<string, unknown> = {}): Promise<T> {
    return this.app.get(RpcClient).request<T>(pattern, { actor: { userId, roles: [] }, ...payload });
  }

  /** Resolves to the RpcError's status (or 200). */
  status(pattern: string, userId: string, payload: Record<string, unknown> = {}): Promise<number> {
    return statusOf(this.rpc(pattern, userId, payload));
  }

  /** The RpcError a call that must fail answers. */
  failure(pattern: string, userId: string, payload: Record<string, unknown> = {}) {
    return failureOf(this.rpc(pattern, userId, payload));
  }
}

/** Matching booted for one test file (fresh namespace; calls to venue time out fast), and a Feed into it. */
export function matchingUnderTest(label: string): Feed {
  return new Feed(serviceUnderTest(MatchingModule, label, { VENUE_RPC_TIMEOUT_MS: '200' }));
}
