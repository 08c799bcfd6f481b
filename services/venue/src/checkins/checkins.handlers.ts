import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RPC, checkInSchema, type CheckInRequest, type CheckInResponse, type Presence, type SignedInPayload } from '@converge/contracts';
import { CONFIG, EventPublisher, RpcHandler } from '@converge/platform';
import type { VenueConfig } from '../config.js';
import { errors } from '../errors.js';
import { VenuesRepository, type VenueRow } from '../venues/venues.repository.js';
import { CheckInsRepository } from './checkins.repository.js';
import { CheckInsJobs } from './checkins.jobs.js';
import { CheckInVenues, type CheckInVenue } from './check-in-venues.js';
import { checkInEnded, checkInView, presenceAtChosenVenue, presenceByCode, readScannedCode } from './checkins.rules.js';

/** A check-in decided with a copy of the venue that the call finds out of date is decided again, this many times at most. */
const MAX_ATTEMPTS = 3;

/**
 * Checking in, the current check-in, checking out. One active check-in per person: a new one replaces
 * the previous (named in its CheckedIn as `replaced`), and it ends by itself after CHECKIN_TTL_MS (CheckInsJobs).
 */
@Injectable()
export class CheckInsHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly checkIns: CheckInsRepository,
    private readonly venues: VenuesRepository,
    private readonly jobs: CheckInsJobs,
    private readonly checkInVenues: CheckInVenues,
    @Inject(CONFIG) private readonly config: VenueConfig,
  ) {}

  /** Exactly one proof of presence (the input schema): a position, a venue's code, or a venue id with a position inside it. */
  @RpcHandler(RPC.venue.checkIn, { actor: 'required', input: checkInSchema })
  async create({ actor, ...body }: SignedInPayload<CheckInRequest>): Promise<CheckInResponse> {
    // Decided with this replica's copy of the venue, which the call confirms is current; when it is
    // not (the venue changed or closed since), decided again with a fresh read (check-in-venues.ts).
    for (let attempt = 1; ; attempt++) {
      const fresh = attempt > 1;
      const { venue, fingerprint, presence } = await this.proveVenue(body, fresh);
      const done = await this.checkInAt(actor.userId, venue, fingerprint, presence, body.mode ?? 'dating');
      if (done) return done;
      // Changed again between a fresh read and the call, twice: someone is editing it right now.
      if (attempt === MAX_ATTEMPTS) throw errors.venueNotFound();
    }
  }

  /** The check-in at `venue` as read (fingerprint), or undefined when the venue is no longer that row. */
  private async checkInAt(userId: string, venue: VenueRow, fingerprint: string, presence: Presence, mode: 'dating' | 'professional'): Promise<CheckInResponse | undefined> {
    const id = randomUUID();
    const startedAt = new Date();
    const expiresAt = new Date(startedAt.getTime() + this.config.CHECKIN_TTL_MS);
    // Built and validated here; the call fills in what only it knows: which check-in it ended, if any
    // (`replaced`, where a CheckInEnded of its own used to go; check-in-function.ts).
    const checkedIn = this.events.rowFor('CheckedIn', {
      userId,
      venueId: venue.id,
      checkInId: id,
      venueName: venue.name,
      expiresAt: expiresAt.toISOString(),
      mode,
      presence,
    });
    const row = await this.checkIns.checkIn({ id, userId, venueId: venue.id, presence, startedAt, expiresAt, mode }, fingerprint, checkedIn.values);
    if (!row) return undefined;
    // The event as stored: published as soon as the call has committed (it has, by now).
    this.events.inserted(this.dataSource.manager, checkedIn, row.checked_in_event);
    // The replaced check-in's job has nothing to cancel: it ends only what is still active and overdue.
    await this.jobs.scheduleExpiry(row.expires_at);
    return checkInView(id, venue, { mode, presence, startedAt: row.started_at, expiresAt: row.expires_at });
  }

  @RpcHandler(RPC.venue.currentCheckIn, { actor: 'required' })
  async current({ actor }: SignedInPayload): Promise<CheckInResponse | null> {
    const row = await this.checkIns.active(actor.userId);
    if (!row) return null;
    return checkInView(row.check_in_id, row, { mode: row.mode, presence: row.presence, startedAt: row.started_at, expiresAt: row.expires_at });
  }

  @RpcHandler(RPC.venue.checkOut, { actor: 'required' })
  async checkOut({ actor }: SignedInPayload): Promise<{ checkedOut: true }> {
    const ended = await this.dataSource.transaction(async (manager) => {
      const rows = await this.checkIns.endActive(manager, actor.userId, 'checked_out');
      for (const row of rows) await this.events.publish(manager, 'CheckInEnded', checkInEnded(row, 'checked_out'));
      return rows;
    });
    if (!ended.length) throw errors.notCheckedIn();
    return { checkedOut: true };
  }

  /** Which venue, and how the person proved they are there (checkins.rules.ts decides; this reads the venue). */
  private async proveVenue(body: CheckInRequest, fresh: boolean): Promise<CheckInVenue & { presence: Presence }> {
    if (body.qrCode !== undefined) {
      const code = readScannedCode(body.qrCode);
      const read = await this.checkInVenues.get(code.venueId, fresh);
      return { ...read!, presence: presenceByCode(code, read?.venue ?? null, Date.now()) };
    }
    if (body.venueId !== undefined) {
      const read = await this.checkInVenues.get(body.venueId, fresh);
      return { ...read!, presence: presenceAtChosenVenue(read?.venue ?? null, body.latitude, body.longitude) };
    }
    const id = await this.venues.containingId(body.latitude!, body.longitude!);
    const read = id ? await this.checkInVenues.get(id, fresh) : null;
    if (!read) throw errors.noVenueNearby();
    return { ...read, presence: 'location' };
  }
}
