import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  adminVenueIdPayloadSchema,
  adminVenueInputSchema,
  adminVenueQrPayloadSchema,
  createVenuePayloadSchema,
  parseAdminInput,
  RPC,
  updateVenuePayloadSchema,
  venueSafetyContactInputSchema,
  venueSafetyContactPayloadSchema,
  type VenueSafetyContact,
  type Actor,
  type AdminVenue,
  type AdminVenueInput,
  type SignedInPayload,
  type VenueDisplayCode,
  type VenueQrResponse,
} from '@converge/contracts';
import { RpcClient, RpcHandler } from '@converge/platform';
import { adminScope } from '../access/access.rules.js';
import { AuditRepository, type AuditEntry } from '../audit/audit.repository.js';
import { BusinessesRepository } from '../businesses/businesses.repository.js';
import { safetyContactLine, venueLine } from '../audit/audit-lines.rules.js';

/**
 * Venue management: the venue service owns venues and decides who may touch which; this service
 * tells it the caller's business and writes the audit log. A business admin's new venue belongs to
 * their business; a platform admin's to theirs if they have one.
 */
@Injectable()
export class VenuesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
    private readonly audit: AuditRepository,
    private readonly businesses: BusinessesRepository,
  ) {}

  @RpcHandler(RPC.admin.venues, { actor: 'admin' })
  async list({ actor }: SignedInPayload): Promise<AdminVenue[]> {
    return this.rpc.request(RPC.venue.adminList, { actor, businessId: await this.businessOf(actor) });
  }

  @RpcHandler(RPC.admin.venue, { actor: 'admin', input: adminVenueIdPayloadSchema })
  async get({ actor, venueId }: SignedInPayload<{ venueId: string }>): Promise<AdminVenue> {
    return this.rpc.request(RPC.venue.adminGet, { actor, businessId: await this.businessOf(actor), venueId });
  }

  @RpcHandler(RPC.admin.createVenue, { actor: 'admin', input: createVenuePayloadSchema })
  async create({ actor, venue }: SignedInPayload<{ venue: unknown }>): Promise<AdminVenue> {
    const input = this.parse(venue);
    const businessId = await this.businessOf(actor, true);
    const created = await this.rpc.request(RPC.venue.adminCreate, { actor, businessId, venue: input });
    await this.record(actor, { businessId: created.businessId, actionType: 'venue_created', targetId: created.id, ...venueLine('venue_created', created.name) });
    return created;
  }

  @RpcHandler(RPC.admin.updateVenue, { actor: 'admin', input: updateVenuePayloadSchema })
  async update({ actor, venueId, venue }: SignedInPayload<{ venueId: string; venue: unknown }>): Promise<AdminVenue> {
    const input = this.parse(venue);
    const updated = await this.rpc.request(RPC.venue.adminUpdate, { actor, businessId: await this.businessOf(actor), venueId, venue: input });
    await this.record(actor, { businessId: updated.businessId, actionType: 'venue_updated', targetId: updated.id, ...venueLine('venue_updated', updated.name) });
    return updated;
  }

  @RpcHandler(RPC.admin.venueSafetyContact, { actor: 'admin', input: adminVenueIdPayloadSchema })
  async safetyContact({ actor, venueId }: SignedInPayload<{ venueId: string }>): Promise<VenueSafetyContact> {
    return this.rpc.request(RPC.venue.adminSafetyContact, { actor, businessId: await this.businessOf(actor), venueId });
  }

  /** The venue's opt-in safety contact (the venue service decides who may set it); audited as a venue edit. */
  @RpcHandler(RPC.admin.setVenueSafetyContact, { actor: 'admin', input: venueSafetyContactPayloadSchema })
  async setSafetyContact({ actor, venueId, contact }: SignedInPayload<{ venueId: string; contact?: unknown }>): Promise<VenueSafetyContact> {
    const input = parseAdminInput(venueSafetyContactInputSchema, contact);
    const businessId = await this.businessOf(actor);
    const saved = await this.rpc.request(RPC.venue.adminSetSafetyContact, { actor, businessId, venueId, contact: input });
    await this.record(actor, {
      businessId: businessId ?? null,
      actionType: 'venue_updated',
      targetId: venueId,
      ...safetyContactLine(saved.enabled),
    });
    return saved;
  }

  @RpcHandler(RPC.admin.deactivateVenue, { actor: 'admin', input: adminVenueIdPayloadSchema })
  async deactivate({ actor, venueId }: SignedInPayload<{ venueId: string }>): Promise<AdminVenue> {
    const venue = await this.rpc.request(RPC.venue.adminDeactivate, { actor, businessId: await this.businessOf(actor), venueId });
    await this.record(actor, { businessId: venue.businessId, actionType: 'venue_deactivated', targetId: venue.id, ...venueLine('venue_deactivated', venue.name) });
    return venue;
  }

  @RpcHandler(RPC.admin.venueQr, { actor: 'admin', input: adminVenueQrPayloadSchema })
  async qr({ actor, venueId, format }: SignedInPayload<{ venueId: string; format?: unknown }>): Promise<VenueQrResponse> {
    return this.rpc.request(RPC.venue.qr, { actor, businessId: await this.businessOf(actor), venueId, format: format ?? 'svg' });
  }

  /** The venue screen's current code (not audited: the screen asks every 30 s). */
  @RpcHandler(RPC.admin.venueDisplayCode, { actor: 'admin', input: adminVenueIdPayloadSchema })
  async displayCode({ actor, venueId }: SignedInPayload<{ venueId: string }>): Promise<VenueDisplayCode> {
    return this.rpc.request(RPC.venue.displayCode, { actor, businessId: await this.businessOf(actor), venueId });
  }

  @RpcHandler(RPC.admin.rotateVenueQr, { actor: 'admin', input: adminVenueIdPayloadSchema })
  async rotateQr({ actor, venueId }: SignedInPayload<{ venueId: string }>): Promise<AdminVenue> {
    const venue = await this.rpc.request(RPC.venue.adminRotateQr, { actor, businessId: await this.businessOf(actor), venueId });
    await this.record(actor, {
      businessId: venue.businessId,
      actionType: 'qr_rotated',
      targetId: venue.id,
      ...venueLine('qr_rotated', venue.name),
    });
    return venue;
  }

  /** The caller's business id (made on first need for a business admin), or null. */
  private async businessOf(actor: Actor, create = false): Promise<string | null> {
    const scope = adminScope(actor);
    if (scope.kind === 'business') return (await this.businesses.ensure(actor.userId)).id;
    const own = create ? await this.businesses.forOwner(actor.userId) : null;
    return own?.id ?? null;
  }

  private parse(venue: unknown): AdminVenueInput {
    return parseAdminInput(adminVenueInputSchema, venue);
  }

  private async record(actor: Actor, entry: Omit<AuditEntry, 'actorUserId' | 'targetType'>) {
    await this.dataSource.transaction((manager) => this.audit.record(manager, { ...entry, actorUserId: actor.userId, targetType: 'venue' }));
  }
}
