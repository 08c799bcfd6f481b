import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CHECK_IN_MAX_AHEAD_MS,
  checkInCreateSchema,
  checkInIdPayloadSchema,
  checkInSafePayloadSchema,
  RPC,
  RpcError,
  SAFETY_PIN_MAX_FAILURES,
  safetyPinSchema,
  type CheckInCreatedDto,
  type CheckInCreateInput,
  type CheckInDto,
  type CheckInSafeAnswer,
  type CheckInSafeInput,
  type MatchView,
  type SafetyPinInput,
  type SafetyPinStatus,
  type SignedInPayload,
} from '@converge/contracts';
import { CONFIG, EventPublisher, RpcClient, RpcHandler } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { errors } from '../errors.js';
import { PeopleRepository } from '../people/people.repository.js';
import { OwnPhotos } from '../people/own-photos.js';
import { CheckInsRepository } from './check-ins.repository.js';
import { CheckInsJobs } from './check-ins.jobs.js';
import { CheckInEscalation, type AfterCommit } from './check-in-escalation.js';
import { Pins } from './pins.js';
import { checkInView, dueAtProblem, firstName, pinRetryAfter, safeOutcome } from './check-ins.rules.js';

/**
 * "Check on me": ask to be checked on at a time, cancel before it, answer "I'm safe" (with the PIN
 * when one is set). The duress PIN answers exactly like the real one and escalates in the same
 * transaction; the jobs (check-ins.jobs.ts) ask at dueAt and escalate after the grace period.
 */
@Injectable()
export class CheckInsHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly checkIns: CheckInsRepository,
    private readonly jobs: CheckInsJobs,
    private readonly escalation: CheckInEscalation,
    private readonly people: PeopleRepository,
    private readonly pins: Pins,
    private readonly rpc: RpcClient,
    private readonly ownPhotos: OwnPhotos,
    @Inject(CONFIG) private readonly config: SafetyConfig,
  ) {}

  @RpcHandler(RPC.safety.checkInCreate, { actor: 'required', input: checkInCreateSchema })
  async create({ actor, dueAt: dueAtText, note, matchId }: SignedInPayload<CheckInCreateInput>): Promise<CheckInCreatedDto> {
    const dueAt = new Date(dueAtText);
    const problem = dueAtProblem(dueAt, new Date(), this.config.SAFETY_CHECKIN_MIN_AHEAD_SECONDS * 1000, CHECK_IN_MAX_AHEAD_MS);
    if (problem === 'too-soon') throw errors.checkInTooSoon(this.config.SAFETY_CHECKIN_MIN_AHEAD_SECONDS);
    if (problem === 'too-far') throw errors.checkInTooFar();
    const match = matchId ? await this.match(actor, matchId) : null;
    const checkIn = match ? null : await this.people.currentCheckIn(actor.userId);
    const me = match ? (match.userA.id === actor.userId ? match.userA : match.userB) : null;
    const other = match ? (match.userA.id === actor.userId ? match.userB : match.userA) : null;
    const row = await this.checkIns.insert({
      id: randomUUID(),
      user_id: actor.userId,
      due_at: dueAt,
      note: note || null,
      match_id: match?.id ?? null,
      match_name: firstName(other?.profile.displayName),
      match_photo: other?.profile.photos[0] ?? null,
      // Without a match, identity knows the person's photo (staff look for them by it).
      own_photo: me?.profile.photos[0] ?? (await this.ownPhotos.mainPhotoOf(actor)),
      venue_id: match?.venue.id ?? checkIn?.venueId ?? null,
      venue_name: match?.venue.name ?? checkIn?.venueName ?? null,
      meet_point: match?.meetPoint ?? null,
      // The match knows whether its point is a default one the venue uses (the web shows those in its language).
      meet_point_key: match?.meetPointKey ?? null,
    });
    // After the insert, not awaited: a slow or absent Redis must not delay the answer (the sweeper covers it).
    void this.jobs.schedule(row.id, new Date(row.due_at));
    return { id: row.id, dueAt: new Date(row.due_at).toISOString(), status: 'scheduled' };
  }

  @RpcHandler(RPC.safety.checkIns, { actor: 'required' })
  async list({ actor }: SignedInPayload): Promise<CheckInDto[]> {
    return (await this.checkIns.listOwn(actor.userId)).map(checkInView);
  }

  /** Cancel before it is due; once due, only an answer closes it (a cancel cannot be used to hide a missed check-in). */
  @RpcHandler(RPC.safety.checkInCancel, { actor: 'required', input: checkInIdPayloadSchema })
  async cancel({ actor, id }: SignedInPayload<{ id: string }>): Promise<{ id: string; status: 'cancelled' }> {
    const cancelled = await this.dataSource.transaction(async (manager) => {
      const row = await this.checkIns.ownedForUpdate(manager, actor.userId, id);
      if (!row) throw errors.checkInNotFound();
      if (row.status === 'cancelled') return false;
      if (row.status !== 'scheduled' || new Date(row.due_at).getTime() <= Date.now())
        throw row.status === 'scheduled' || row.status === 'due' ? errors.checkInAlreadyDue() : errors.checkInClosed();
      await this.checkIns.setStatus(manager, id, { status: 'cancelled' });
      await this.events.publish(manager, 'SafetyCheckInClosed', { checkInId: id, userId: actor.userId });
      return true;
    });
    if (cancelled) void this.jobs.cancel(id);
    return { id, status: 'cancelled' };
  }

  /**
   * "I'm safe". With a PIN set the PIN is required: the real one answers, the duress one answers the
   * same way and escalates silently, a wrong one is counted (slowed after 5). Answered with either, the
   * person's reads show the check-in safe.
   */
  @RpcHandler(RPC.safety.checkInSafe, { actor: 'required', input: checkInSafePayloadSchema })
  async safe({ actor, id, pin, latitude, longitude }: SignedInPayload<CheckInSafeInput & { id: string }>): Promise<CheckInSafeAnswer> {
    const stored = await this.checkIns.pin(actor.userId);
    let which: 'none' | 'real' | 'duress' = 'none';
    if (stored) {
      const wait = pinRetryAfter(stored.failed_attempts, stored.last_failed_at, new Date(), SAFETY_PIN_MAX_FAILURES, this.config.SAFETY_PIN_SLOWDOWN_SECONDS);
      if (wait) throw errors.tooManyWrongPins(wait);
      if (!pin) throw errors.pinRequired();
      const matched = await this.pins.match(stored, pin);
      if (matched === 'wrong') {
        await this.checkIns.recordWrongPin(actor.userId);
        throw errors.wrongPin();
      }
      which = matched;
    }
    let after: AfterCommit | null = null;
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await this.checkIns.ownedForUpdate(manager, actor.userId, id);
      if (!current) throw errors.checkInNotFound();
      await this.checkIns.resetWrongPins(manager, actor.userId);
      const outcome = safeOutcome(current, which);
      if (outcome === 'cancelled') throw errors.checkInCancelled();
      if (outcome === 'already') return current;
      if (outcome === 'duress') {
        const wasEscalated = current.status === 'escalated';
        const escalated = await this.checkIns.escalateNow(manager, id);
        if (!wasEscalated) after = await this.escalation.escalate(manager, escalated, 'duress', { latitude, longitude });
        await this.events.publish(manager, 'SafetyCheckInClosed', { checkInId: id, userId: actor.userId });
        return escalated;
      }
      if (outcome === 'stand-down') {
        after = await this.escalation.standDown(manager, current);
        const answered = await this.checkIns.setStatus(manager, id, { status: 'safe', answered: true, stoodDown: true });
        await this.events.publish(manager, 'SafetyCheckInClosed', { checkInId: id, userId: actor.userId });
        return answered;
      }
      const answered = await this.checkIns.setStatus(manager, id, { status: 'safe', answered: true });
      await this.events.publish(manager, 'SafetyCheckInClosed', { checkInId: id, userId: actor.userId });
      return answered;
    });
    if (after) void this.escalation.afterCommit(after);
    if (row.status === 'safe' || row.duress) void this.jobs.cancel(id);
    return { id: row.id, status: 'safe', answeredAt: new Date(row.answered_at ?? Date.now()).toISOString() };
  }

  @RpcHandler(RPC.safety.setPin, { actor: 'required', input: safetyPinSchema })
  async setPin({ actor, pin, duressPin }: SignedInPayload<SafetyPinInput>): Promise<SafetyPinStatus> {
    const [pinHash, duressHash] = await Promise.all([this.pins.hash(pin), this.pins.hash(duressPin)]);
    await this.checkIns.setPin(actor.userId, pinHash, duressHash);
    return { pinSet: true };
  }

  @RpcHandler(RPC.safety.pinStatus, { actor: 'required' })
  async pinStatus({ actor }: SignedInPayload): Promise<SafetyPinStatus> {
    return { pinSet: Boolean(await this.checkIns.pin(actor.userId)) };
  }

  /** The caller's own match (matching answers 404 for anyone else's); 503 when matching cannot tell. */
  private async match(actor: SignedInPayload['actor'], matchId: string): Promise<MatchView> {
    try {
      return await this.rpc.request(RPC.matching.getMatch, { actor, matchId }, { timeoutMs: 3000 });
    } catch (error) {
      if (error instanceof RpcError && (error.status === 404 || error.status === 403)) throw errors.matchNotFound();
      throw errors.matchingUnavailable();
    }
  }
}
