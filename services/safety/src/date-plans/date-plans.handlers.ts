import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  createDatePlanSchema,
  datePlanIdPayloadSchema,
  isUuid,
  RPC,
  RpcError,
  tokenPayloadSchema,
  type Actor,
  type CreateDatePlanInput,
  type DatePlanCreatedDto,
  type DatePlanDto,
  type DatePlanSentDto,
  type Language,
  type MatchView,
  type PublicDatePlanDto,
  type RpcPayload,
  type SignedInPayload,
} from '@converge/contracts';
import { CONFIG, isoOrNull, RpcClient, RpcHandler } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { errors } from '../errors.js';
import { PeopleRepository } from '../people/people.repository.js';
import { OutgoingRepository } from '../outgoing/outgoing.repository.js';
import { OutgoingJobs } from '../outgoing/outgoing.jobs.js';
import { OutsideMail } from '../outside-mail/outside-mail.js';
import { TrustedContactsRepository } from '../trusted-contacts/trusted-contacts.repository.js';
import { newShareToken } from '../location-shares/location-shares.rules.js';
import { DatePlansRepository, type DatePlanRow } from './date-plans.repository.js';
import { assertRoomForDatePlan, assertStartsAtAllowed, datePlanExpiresAt, datePlanLink, datePlanMail, datePlanPath, datePlanState, firstNameOf, otherOf } from './date-plans.rules.js';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Share My Date: who I am meeting, where and when, as a link for people I trust (/date/<token>),
 * working until a day after the date starts, revoked by me or by a block between the two of us.
 *
 * Where the data comes from: safety keeps no read model of matches, so the match is asked from
 * matching (RPC.matching.getMatch, with the caller as actor: matching answers 404 for anyone's match
 * but the caller's, the ownership rule in one place) and the venue's address from venue
 * (RPC.venue.get), once, when the plan is made. What the page shows is copied into the plan, so the
 * public page is served from safety's own database alone and never shows more than was shared.
 */
@Injectable()
export class DatePlansHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plans: DatePlansRepository,
    private readonly contacts: TrustedContactsRepository,
    private readonly outgoing: OutgoingRepository,
    private readonly delivery: OutgoingJobs,
    private readonly people: PeopleRepository,
    private readonly outsideMail: OutsideMail,
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: SafetyConfig,
  ) {}

  @RpcHandler(RPC.safety.createDatePlan, { actor: 'required', input: createDatePlanSchema })
  async create({ actor, matchId, startsAt: startsAtText, note }: SignedInPayload<CreateDatePlanInput>): Promise<DatePlanCreatedDto> {
    const startsAt = new Date(startsAtText);
    assertStartsAtAllowed(startsAt);
    const match = await this.match(actor, matchId);
    const other = otherOf(match, actor.userId);
    // `isActive` is only 'matched in the last 24 h' (the list's grouping): a date is often planned later.
    if (!other) throw errors.datePlanMatchNotFound();
    const venueAddress = await this.venueAddress(actor, match.venue.id);
    const token = newShareToken();
    const expiresAt = datePlanExpiresAt(startsAt);
    const { row, language } = await this.dataSource.transaction(async (manager) => {
      assertRoomForDatePlan(await this.plans.lockAndCountActive(manager, actor.userId));
      // Matching hides a blocked pair's match too, but a block stored a moment ago is read here, where blocks live.
      if (await this.plans.pairBlocked(manager, actor.userId, other.id)) throw errors.datePlanMatchNotFound();
      const row = await this.plans.insert(manager, {
        id: randomUUID(),
        user_id: actor.userId,
        match_id: match.id,
        match_user_id: other.id,
        token,
        first_name: firstNameOf(other.profile.displayName),
        age: other.profile.age,
        photo_url: other.profile.photos[0] ?? null,
        venue_name: match.venue.name,
        venue_address: venueAddress,
        starts_at: startsAt,
        note: note ? note : null,
        expires_at: expiresAt,
      });
      return { row, language: await this.people.languageOf(actor.userId, manager) };
    });
    // The link the owner shares opens the page in their language, as the mail to their contacts does.
    return { id: row.id, url: datePlanPath(row.token, language), expiresAt: isoOrNull(row.expires_at)! };
  }

  /** My plans that still work, soonest first. */
  @RpcHandler(RPC.safety.datePlans, { actor: 'required' })
  async list({ actor }: SignedInPayload): Promise<DatePlanDto[]> {
    const language = await this.people.languageOf(actor.userId);
    return (await this.plans.active(actor.userId)).map((r) => this.dto(r, language));
  }

  /**
   * One step: an email to each trusted contact with an address, through the outside-mail rules (an
   * address that unsubscribed is skipped; the daily cap per address answers 429 and sends nothing).
   */
  @RpcHandler(RPC.safety.sendDatePlan, { actor: 'required', input: datePlanIdPayloadSchema })
  async send({ actor, id }: SignedInPayload<{ id?: string }>): Promise<DatePlanSentDto> {
    if (!id || !isUuid(id)) throw errors.datePlanNotFound();
    const ownerName = await this.people.nameOrFallback(actor.userId);
    const emailed = await this.dataSource.transaction(async (manager) => {
      const plan = await this.plans.owned(actor.userId, id, manager, true);
      if (!plan) throw errors.datePlanNotFound();
      if (plan.blocked || datePlanState(plan) === 'ended') throw errors.datePlanEnded();
      const addresses = [...new Set((await this.contacts.list(manager, actor.userId)).flatMap((c) => (c.email ? [c.email] : [])))];
      if (!addresses.length) throw errors.noContactEmail();
      const stopped = await this.outsideMail.optedOut(addresses, manager);
      const reachable = addresses.filter((a) => !stopped.has(a));
      if (!reachable.length) throw errors.recipientUnsubscribed();
      const language = await this.people.languageOf(actor.userId, manager);
      const url = datePlanLink(this.config.PUBLIC_URL, plan.token, language);
      for (const email of reachable) {
        await this.outsideMail.admitShareMail(manager, email);
        const mail = datePlanMail({
          ownerName,
          firstName: plan.first_name,
          venueName: plan.venue_name,
          startsAt: new Date(plan.starts_at),
          url,
          email,
          unsubscribable: this.outsideMail.unsubscribable(email, language),
          language,
        });
        await this.outgoing.enqueue(manager, actor.userId, plan.id, [mail]);
      }
      await this.plans.markSent(manager, plan.id);
      return reachable.length;
    });
    void this.delivery.deliverSoon(id);
    return { id, contactsEmailed: emailed };
  }

  /** Revoked at once; revoking a revoked plan again is harmless. Anyone else's id is 404. */
  @RpcHandler(RPC.safety.revokeDatePlan, { actor: 'required', input: datePlanIdPayloadSchema })
  async revoke({ actor, id }: SignedInPayload<{ id?: string }>): Promise<{ id: string; revoked: true }> {
    if (!id || !isUuid(id)) throw errors.datePlanNotFound();
    if (!(await this.plans.revoke(actor.userId, id)) && !(await this.plans.owned(actor.userId, id))) throw errors.datePlanNotFound();
    return { id, revoked: true };
  }

  /** The public page's data: no session; exactly the fields the page shows. 404 unknown, 410 ended. */
  @RpcHandler(RPC.safety.publicDatePlan, { actor: 'optional', input: tokenPayloadSchema })
  async publicPlan({ token }: RpcPayload<{ token?: unknown }>): Promise<PublicDatePlanDto> {
    if (typeof token !== 'string' || !TOKEN.test(token)) throw errors.datePlanNotFound();
    const row = await this.plans.byToken(token);
    if (!row) throw errors.datePlanNotFound();
    if (row.blocked || datePlanState(row) === 'ended') throw errors.datePlanEnded();
    return {
      firstName: row.first_name,
      age: row.age,
      photoUrl: row.photo_url,
      venueName: row.venue_name,
      venueAddress: row.venue_address,
      startsAt: isoOrNull(row.starts_at)!,
      note: row.note,
      expiresAt: isoOrNull(row.expires_at)!,
    };
  }

  /** The caller's match as matching shows it; its 404 (not a participant, unknown, blocked) is ours too. */
  private async match(actor: Actor, matchId: string): Promise<MatchView> {
    try {
      return await this.rpc.request(RPC.matching.getMatch, { actor, matchId }, { timeoutMs: 5000 });
    } catch (error) {
      if (error instanceof RpcError && error.status === 404) throw errors.datePlanMatchNotFound();
      if (error instanceof RpcError && error.status < 500) throw error;
      throw errors.datePlanUnavailable();
    }
  }

  /** The address is a nicety: a venue that does not answer leaves it out rather than failing the plan. */
  private async venueAddress(actor: Actor, venueId: string | null): Promise<string | null> {
    if (!venueId) return null;
    try {
      const venue = await this.rpc.request(RPC.venue.get, { actor, venueId, id: venueId }, { timeoutMs: 3000 });
      return venue.address || null;
    } catch {
      return null;
    }
  }

  private dto(r: DatePlanRow, language: Language): DatePlanDto {
    return {
      id: r.id,
      matchId: r.match_id,
      url: datePlanPath(r.token, language),
      firstName: r.first_name,
      venueName: r.venue_name,
      startsAt: isoOrNull(r.starts_at)!,
      note: r.note,
      createdAt: isoOrNull(r.created_at)!,
      expiresAt: isoOrNull(r.expires_at)!,
      sentAt: isoOrNull(r.sent_at),
    };
  }
}
