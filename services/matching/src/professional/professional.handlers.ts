import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  connectionIdPayloadSchema,
  connectionRequestSchema,
  industryQuerySchema,
  isUuid,
  MAX_OPEN_CONNECTION_REQUESTS,
  professionalProfileSchema,
  putProfessionalProfilePayloadSchema,
  RPC,
  type Actor,
  type ConnectionDto,
  type ConnectionRequestInput,
  type ConnectionsResponse,
  type IndustryQuery,
  type LiveAroundResponse,
  type MyProfessionalProfile,
  type ProfessionalEntry,
  type ProfessionalListResponse,
  type SignedInPayload,
} from '@converge/contracts';
import { CONFIG, EventPublisher, LOGGER, parseOrBadRequest, RpcClient, RpcHandler, type Logger } from '@converge/platform';
import type { MatchingConfig } from '../config.js';
import { errors } from '../errors.js';
import { ProfessionalRepository, toConnectionDto, toProfile, type ConnectionRow, type VisibleRow } from './professional.repository.js';
import { byScore, canOpenRequest, meetingContextLine, professionalMatch, type MeetingContextLine } from './professional.rules.js';

/**
 * Professional networking: profiles, people checked in in professional mode at the
 * caller's venue with a computed match score, and connection requests (accepting one opens a
 * conversation in chat through ProfessionalConnectionAccepted; a decline is not told to the sender).
 */
@Injectable()
export class ProfessionalHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: ProfessionalRepository,
    private readonly events: EventPublisher,
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: MatchingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @RpcHandler(RPC.professional.getProfile, { actor: 'required' })
  async getProfile({ actor }: SignedInPayload): Promise<MyProfessionalProfile> {
    const row = await this.repo.profile(this.dataSource.manager, actor.userId);
    return { profile: row ? toProfile(row) : null };
  }

  @RpcHandler(RPC.professional.putProfile, { actor: 'required', input: putProfessionalProfilePayloadSchema })
  async putProfile({ actor, profile: sent }: SignedInPayload<{ profile?: unknown }>): Promise<MyProfessionalProfile> {
    // The profile arrives wrapped ({ profile }), declared loosely by the input schema: parsed here.
    const profile = parseOrBadRequest(professionalProfileSchema, sent);
    const row = await this.repo.saveProfile(this.dataSource.manager, actor.userId, profile);
    return { profile: toProfile(row) };
  }

  @RpcHandler(RPC.professional.nearby, { actor: 'required' })
  nearby({ actor }: SignedInPayload): Promise<ProfessionalListResponse> {
    return this.list(actor.userId);
  }

  @RpcHandler(RPC.professional.industry, { actor: 'required', input: industryQuerySchema })
  async industry({ actor, industry }: SignedInPayload<IndustryQuery>): Promise<ProfessionalListResponse> {
    const [here, live] = await Promise.all([this.list(actor.userId, industry), this.liveNearby(actor, industry)]);
    // Someone both at my venue and live nearby is shown once, as met at the venue.
    const seen = new Set(here.people.map((p) => p.userId));
    const people = [...here.people, ...live.filter((p) => !seen.has(p.userId))].sort(byScore);
    return { ...here, people };
  }

  /** People here in professional mode, best match first; nobody when the caller is not checked in for networking. */
  private async list(me: string, industry?: string): Promise<ProfessionalListResponse> {
    const manager = this.dataSource.manager;
    const [mine, checkIn] = await Promise.all([this.repo.profile(manager, me), this.repo.checkIn(manager, me)]);
    if (!mine) throw errors.professionalProfileRequired();
    if (!checkIn || checkIn.mode !== 'professional') return { venue: null, peopleHere: 0, people: [] };
    const everyone = await this.repo.visibleHere(manager, me, checkIn.venue_id);
    const rows = industry ? everyone.filter((r) => r.industry === industry) : everyone;
    const myProfile = toProfile(mine);
    const context = meetingContextLine({ venue: checkIn.name });
    const people = rows.map((r) => this.entry(me, myProfile, r, context, 0)).sort(byScore);
    return { venue: { id: checkIn.venue_id, name: checkIn.name }, peopleHere: everyone.length, people };
  }

  /**
   * People of the industry live near the caller (live discovery, venue service), wherever
   * either is checked in. The venue service decides who is around (snapped cells, blocks, incognito);
   * this service keeps its own block and incognito rules on top. Nobody when the caller is not live or
   * the venue service does not answer in time.
   */
  private async liveNearby(actor: Actor, industry: string): Promise<ProfessionalEntry[]> {
    const manager = this.dataSource.manager;
    const around = await this.liveAround(actor);
    if (around.length === 0) return [];
    const mine = await this.repo.profile(manager, actor.userId);
    if (!mine) return [];
    const distance = new Map(around.map((p) => [p.userId, p.distance]));
    const rows = await this.repo.visibleAmong(manager, actor.userId, [...distance.keys()], industry);
    const myProfile = toProfile(mine);
    // ProfessionalEntry.distance is in km; the venue service gives the shown cell distance in metres.
    return rows.map((r) => this.entry(actor.userId, myProfile, r, meetingContextLine('live nearby'), (distance.get(r.user_id) ?? 0) / 1000));
  }

  /** Who is live around the caller (venue service); nobody when it does not answer in time. */
  private async liveAround(actor: Actor): Promise<LiveAroundResponse['people']> {
    try {
      return (await this.rpc.request(RPC.venue.liveAround, { actor }, { timeoutMs: this.config.VENUE_RPC_TIMEOUT_MS })).people;
    } catch (error) {
      this.logger.warn({ err: error }, 'live nearby people unavailable for professional networking');
      return [];
    }
  }

  private async liveIds(actor: Actor): Promise<string[]> {
    return (await this.liveAround(actor)).map((p) => p.userId);
  }

  private entry(me: string, mine: ReturnType<typeof toProfile>, r: VisibleRow, context: MeetingContextLine, distanceKm: number): ProfessionalEntry {
    const them = toProfile(r);
    return {
      userId: r.user_id,
      professionalProfile: them,
      ...professionalMatch(mine, them),
      meetingContext: context.text,
      meetingContextMessage: context.message,
      // Same venue: 0 (nobody's position leaves the venue service); live nearby: the shown cell distance.
      distance: distanceKm,
      connection: r.connection_id ? { id: r.connection_id, status: r.connection_status ?? 'pending', direction: r.connection_from === me ? 'outgoing' : 'incoming' } : null,
    };
  }

  @RpcHandler(RPC.professional.connect, { actor: 'required', input: connectionRequestSchema })
  async connect({ actor, toUserId, message }: SignedInPayload<ConnectionRequestInput>): Promise<ConnectionDto> {
    const me = actor.userId;
    if (toUserId === me) throw errors.connectWithSelf();
    return this.dataSource.transaction(async (manager) => {
      const mine = await this.repo.profile(manager, me);
      if (!mine) throw errors.professionalProfileRequired();
      await this.repo.lockPair(manager, me, toUserId);
      if (await this.repo.isExcluded(manager, me, toUserId)) throw errors.connectBlocked();

      const existing = await this.repo.pairConnections(manager, me, toUserId);
      const name = (await this.repo.profile(manager, toUserId))?.display_name ?? 'this person';
      if (existing.some((k) => k.status === 'accepted')) throw errors.alreadyConnected(name);
      // A request of mine that waits, or that they declined (which I am never told), is the same to me.
      if (existing.some((k) => k.from_user_id === me && k.status !== 'accepted')) {
        throw errors.connectionPending(name);
      }
      // They asked me first: my Connect answers theirs.
      const theirs = existing.find((k) => k.from_user_id === toUserId && k.status === 'pending');
      if (theirs) return this.acceptRow(manager, theirs, me);

      // Someone at my venue in professional mode, or someone live near me.
      const checkIn = await this.repo.checkIn(manager, me);
      const atVenue = checkIn?.mode === 'professional';
      let [visible] = atVenue ? await this.repo.visibleHere(manager, me, checkIn!.venue_id, { userId: toUserId }) : [];
      if (!visible && (await this.liveIds(actor)).includes(toUserId)) [visible] = await this.repo.visibleAmong(manager, me, [toUserId], null);
      if (!visible) throw errors.personNotAvailable();
      if (!canOpenRequest(await this.repo.openOutgoing(manager, me), MAX_OPEN_CONNECTION_REQUESTS)) {
        throw errors.tooManyOpenRequests();
      }
      const row = await this.repo.insertConnection(manager, me, toUserId, message ? message : null, atVenue ? checkIn!.name : null);
      await this.events.publish(manager, 'ProfessionalConnectionRequested', {
        connectionId: row.id,
        fromUserId: me,
        toUserId,
        fromDisplayName: mine.display_name,
        message: row.message,
        createdAt: new Date(row.created_at).toISOString(),
      });
      return toConnectionDto({ ...row, other_name: visible.display_name, other_title: visible.job_title, other_company: visible.company }, me);
    });
  }

  @RpcHandler(RPC.professional.connections, { actor: 'required' })
  async connections({ actor }: SignedInPayload): Promise<ConnectionsResponse> {
    const me = actor.userId;
    const rows = await this.repo.connectionsOf(this.dataSource.manager, me);
    const result: ConnectionsResponse = { incoming: [], outgoing: [], connections: [] };
    for (const row of rows) {
      const dto = toConnectionDto(row, me);
      if (dto.status === 'accepted') result.connections.push(dto);
      else if (row.from_user_id === me) result.outgoing.push(dto);
      else result.incoming.push(dto);
    }
    return result;
  }

  @RpcHandler(RPC.professional.accept, { actor: 'required', input: connectionIdPayloadSchema })
  async accept({ actor, connectionId }: SignedInPayload<{ connectionId: unknown }>): Promise<ConnectionDto> {
    const me = actor.userId;
    if (!isUuid(connectionId)) throw errors.connectionNotFound();
    const id = connectionId;
    return this.dataSource.transaction(async (manager) => {
      const row = await this.repo.lockIncoming(manager, id, me);
      if (!row) throw errors.connectionNotFound();
      return this.acceptRow(manager, row, me);
    });
  }

  /** The sender is not told: their request keeps showing as waiting. */
  @RpcHandler(RPC.professional.decline, { actor: 'required', input: connectionIdPayloadSchema })
  async decline({ actor, connectionId }: SignedInPayload<{ connectionId: unknown }>): Promise<{ declined: true }> {
    const me = actor.userId;
    if (!isUuid(connectionId)) throw errors.connectionNotFound();
    const id = connectionId;
    await this.dataSource.transaction(async (manager) => {
      const row = await this.repo.lockIncoming(manager, id, me);
      if (!row) throw errors.connectionNotFound();
      await this.repo.answer(manager, row.id, 'declined');
    });
    return { declined: true };
  }

  private async acceptRow(manager: EntityManager, row: ConnectionRow, me: string): Promise<ConnectionDto> {
    const answered = await this.repo.answer(manager, row.id, 'accepted');
    await this.events.publish(manager, 'ProfessionalConnectionAccepted', {
      connectionId: row.id,
      fromUserId: row.from_user_id,
      toUserId: row.to_user_id,
      message: row.message,
      venueName: row.venue_name,
      acceptedAt: new Date(answered.answered_at ?? Date.now()).toISOString(),
    });
    const other = await this.repo.profile(manager, row.from_user_id === me ? row.to_user_id : row.from_user_id);
    return toConnectionDto({ ...answered, other_name: other?.display_name, other_title: other?.job_title, other_company: other?.company }, me);
  }
}
