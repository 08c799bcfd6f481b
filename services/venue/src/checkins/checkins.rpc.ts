import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  RPC,
  checkInSchema,
  type Presence,
  type CheckInRequest,
  type CheckInResponse,
  type EventEnvelope,
  type SignedInPayload,
} from '@converge/contracts';
import { CONFIG, EventPublisher, JobScheduler, OnEvent, returnedRows, RpcHandler, Sweeper, type DelayedJob } from '@converge/platform';
import type { VenueConfig } from '../config.js';
import { distanceKm } from '../venues/geo.js';
import { parseDisplayCode, verifyDisplayCode } from '../venues/display-code.js';
import { parseQrCode, verifyVenueSignature } from '../venues/qr-signature.js';
import { toCheckInVenue, VenueRepository, type VenueRow } from '../venues/venues.repository.js';
import { errors } from '../errors.js';


type EndReason = 'replaced' | 'expired' | 'checked_out' | 'deleted' | 'suspended';

interface CheckInRow {
  id: string;
  user_id: string;
  venue_id: string;
  started_at: Date;
  expires_at: Date;
  mode?: 'dating' | 'professional';
}

/**
 * Check-ins: one active per person (a partial unique index), ended by a new check-in, by check-out,
 * or 2 hours after it began — by a BullMQ job (job id = check-in id) or, if Redis lost that job,
 * by the sweeper. Every end is one conditional UPDATE, so each check-in ends (and emits
 * CheckInEnded) exactly once whichever path gets there first.
 */
@Injectable()
export class CheckIns implements OnModuleInit {
  private expiry!: DelayedJob<{ checkInId: string }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly venues: VenueRepository,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
    @Inject(CONFIG) private readonly config: VenueConfig,
  ) {}

  onModuleInit() {
    this.expiry = this.jobs.define<{ checkInId: string }>('venue.checkin-expiry', ({ checkInId }) => this.expireOne(checkInId).then(() => undefined));
    this.sweeper.register('venue.checkin-expiry', () => this.expireOverdue());
  }

  get expiryQueue() {
    return this.expiry.queue;
  }

  @RpcHandler(RPC.venue.checkIn, { actor: 'required', input: checkInSchema })
  async create({ actor, ...body }: SignedInPayload<CheckInRequest>): Promise<CheckInResponse> {
    const { venue, presence } = await this.resolveVenue(body);
    const mode = body.mode ?? 'dating';

    const id = randomUUID();
    const startedAt = new Date();
    const expiresAt = new Date(startedAt.getTime() + this.config.CHECKIN_TTL_MS);
    const { row, replaced } = await this.dataSource.transaction(async (manager) => {
      // Serialise one person's check-ins so two at once cannot both pass the "end the previous" step.
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 5))', [actor.userId]);
      const replaced = await this.endActive(manager, actor.userId, 'replaced');
      const [row]: CheckInRow[] = await manager.query(
        `INSERT INTO check_ins (id, user_id, venue_id, presence, started_at, expires_at, mode) VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING id, user_id, venue_id, started_at, expires_at`,
        [id, actor.userId, venue.id, presence, startedAt, expiresAt, mode],
      );
      await this.events.publish(manager, 'CheckedIn', {
        userId: actor.userId,
        venueId: venue.id,
        checkInId: id,
        venueName: venue.name,
        expiresAt: row.expires_at.toISOString(),
        mode,
        presence,
      });
      return { row, replaced };
    });
    // Early expiry is an optimisation: the sweeper still ends it if this job is lost.
    await Promise.all([
      this.expiry.schedule(id, row.expires_at, { checkInId: id }),
      ...replaced.map((old) => this.expiry.cancel(old.id)),
    ]);
    return { id, venue: toCheckInVenue(venue), mode, presence, startedAt: row.started_at.toISOString(), expiresAt: row.expires_at.toISOString() };
  }

  @RpcHandler(RPC.venue.currentCheckIn, { actor: 'required' })
  async current({ actor }: SignedInPayload): Promise<CheckInResponse | null> {
    const rows: Array<CheckInRow & VenueRow> = await this.dataSource.query(
      `SELECT c.id AS check_in_id, c.started_at, c.expires_at, c.mode, c.presence, v.id, v.name, v.address, v.meet_points, v.latitude, v.longitude, v.time_zone, v.country
         FROM check_ins c JOIN venues v ON v.id = c.venue_id
        WHERE c.user_id = $1 AND c.ended_at IS NULL AND c.expires_at > now()`,
      [actor.userId],
    );
    const row = rows[0] as (CheckInRow & VenueRow & { check_in_id: string; mode: 'dating' | 'professional'; presence: Presence | null }) | undefined;
    if (!row) return null;
    return { id: row.check_in_id, venue: toCheckInVenue(row), mode: row.mode, presence: row.presence, startedAt: row.started_at.toISOString(), expiresAt: row.expires_at.toISOString() };
  }

  @RpcHandler(RPC.venue.checkOut, { actor: 'required' })
  async checkOut({ actor }: SignedInPayload): Promise<{ checkedOut: true }> {
    const ended = await this.dataSource.transaction((manager) => this.endActive(manager, actor.userId, 'checked_out'));
    if (!ended.length) throw errors.notCheckedIn();
    await Promise.all(ended.map((row) => this.expiry.cancel(row.id)));
    return { checkedOut: true };
  }

  /** A deleted account leaves no presence behind, and no check-in history either. */
  @OnEvent('UserDeleted', { name: 'end_check_ins' })
  async onUserDeleted(event: EventEnvelope<'UserDeleted', { userId: string }>, manager: EntityManager) {
    await this.endActive(manager, event.data.userId, 'deleted');
    await manager.query('DELETE FROM check_ins WHERE user_id = $1', [event.data.userId]);
  }

  /** A suspended or banned person leaves the venue at once, so discovery no longer shows them. */
  @OnEvent('UserSuspended', { name: 'end_check_ins_on_suspended' })
  async onUserSuspended(event: EventEnvelope<'UserSuspended', { userId: string }>, manager: EntityManager) {
    await this.endActive(manager, event.data.userId, 'suspended');
  }

  /** The job's handler: re-checks the row, so a late or duplicate job is harmless. */
  async expireOne(checkInId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<CheckInRow>(await manager.query(
        `UPDATE check_ins SET ended_at = now(), end_reason = 'expired'
          WHERE id = $1 AND ended_at IS NULL AND expires_at <= now()
          RETURNING id, user_id, venue_id, mode`,
        [checkInId],
      ));
      await this.emitEnded(manager, rows, 'expired');
      return rows.length > 0;
    });
  }

  /** The sweeper: ends everything overdue in batches; SKIP LOCKED lets replicas sweep side by side. */
  async expireOverdue(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.dataSource.transaction(async (manager) => {
        const rows = returnedRows<CheckInRow>(await manager.query(
          `UPDATE check_ins SET ended_at = now(), end_reason = 'expired'
            WHERE id IN (SELECT id FROM check_ins WHERE ended_at IS NULL AND expires_at <= now()
                          ORDER BY expires_at LIMIT 500 FOR UPDATE SKIP LOCKED)
            RETURNING id, user_id, venue_id, mode`,
        ));
        await this.emitEnded(manager, rows, 'expired');
        return rows.length;
      });
      total += count;
      if (count < 500) return total;
    }
  }

  private async endActive(manager: EntityManager, userId: string, reason: EndReason): Promise<CheckInRow[]> {
    const rows = returnedRows<CheckInRow>(await manager.query(
      `UPDATE check_ins SET ended_at = now(), end_reason = $2
        WHERE user_id = $1 AND ended_at IS NULL
        RETURNING id, user_id, venue_id, mode`,
      [userId, reason],
    ));
    await this.emitEnded(manager, rows, reason);
    return rows;
  }

  private async emitEnded(manager: EntityManager, rows: CheckInRow[], reason: EndReason) {
    for (const row of rows) {
      await this.events.publish(manager, 'CheckInEnded', { userId: row.user_id, venueId: row.venue_id, checkInId: row.id, reason, mode: row.mode });
    }
  }

  /**
   * Issue 28: which venue, and how the person proved they are there. A venue id is no proof by itself:
   * it needs a position inside the venue's radius. Codes: one message for forged, altered, foreign,
   * unknown and expired ones, so the answer teaches nothing.
   */
  private async resolveVenue(body: CheckInRequest): Promise<{ venue: VenueRow; presence: Presence }> {
    if (body.qrCode !== undefined) {
      const printed = parseQrCode(body.qrCode);
      if (printed) {
        const venue = await this.venues.findById(printed.venueId);
        if (!venue || !verifyVenueSignature(venue.id, printed.signature, venue.qr_secret)) throw errors.invalidCode();
        return { venue, presence: 'qr' };
      }
      const shown = parseDisplayCode(body.qrCode);
      const venue = shown ? await this.venues.findById(shown.venueId) : null;
      if (!shown || !venue || !verifyDisplayCode(venue.id, shown.step, shown.signature, venue.qr_secret, Date.now())) throw errors.invalidCode();
      return { venue, presence: 'display' };
    }
    if (body.venueId !== undefined) {
      const venue = await this.venues.findById(body.venueId);
      if (!venue) throw errors.venueNotFound();
      if (body.latitude === undefined || body.longitude === undefined) throw errors.presenceRequired();
      const metres = distanceKm(body.latitude, body.longitude, venue.latitude, venue.longitude) * 1000;
      if (metres > venue.radius_m) throw errors.notAtVenue(venue.name);
      return { venue, presence: 'location' };
    }
    const venue = await this.venues.containing(body.latitude!, body.longitude!);
    if (!venue) throw errors.noVenueNearby();
    return { venue, presence: 'location' };
  }
}
