/// <reference path="../../types/qrcode.d.ts" />
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  adminVenueInputSchema,
  DISPLAY_CODE_STEP_SECONDS,
  isUuid,
  parseAdminInput,
  RPC,
  venueAdminCreatePayloadSchema,
  venueAdminIdPayloadSchema,
  venueAdminPayloadSchema,
  venueAdminUpdatePayloadSchema,
  venueSafetyContactInputSchema,
  venueSafetyContactPayloadSchema,
  type VenueSafetyContact,
  type Actor,
  type AdminVenue,
  type SignedInPayload,
  type VenueDisplayCode,
} from '@converge/contracts';
import { CONFIG, EventPublisher, RpcHandler } from '@converge/platform';
import type { VenueConfig } from '../config.js';
import { errors } from '../errors.js';
import { qrSvg } from './qr-image.js';
import { currentDisplayCode } from './display-code.js';
import { newQrSecret } from './qr-signature.js';
import { VenuesRepository, type VenueRow } from './venues.repository.js';
import { adminVenueView } from './venues.rules.js';
import { canManageVenue } from './venue-admin.rules.js';

/** Admin-service calls carry the caller's business (null for a platform admin without one). */
type AdminPayload<T = object> = SignedInPayload<T & { businessId?: string | null }>;

/**
 * Venue management for the admin dashboard ('admin': a platform or business admin). The venue service
 * owns venues, so it decides here who may touch which (a business admin: their business's venues;
 * another's is 404). A new or edited venue is searchable at once: the insert/update stamps row_version
 * and NOTIFYs the nearby index. The admin service validated the venue with adminVenueInputSchema; the
 * input schemas declare it loosely beside the business and venue ids, and it is parsed again here
 * (parseAdminInput).
 */
@Injectable()
export class VenueAdminHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly venues: VenuesRepository,
    @Inject(CONFIG) private readonly config: VenueConfig,
  ) {}

  @RpcHandler(RPC.venue.adminList, { actor: 'admin', input: venueAdminPayloadSchema })
  async list({ actor, businessId }: AdminPayload): Promise<AdminVenue[]> {
    const platform = canManageVenue(actor, null, null);
    // A platform admin sees every venue; a business admin only theirs (none without a business yet).
    if (!platform && !businessId) return [];
    const rows = platform ? await this.venues.listAll() : await this.venues.listOfBusiness(businessId!);
    return rows.map((row) => this.view(row));
  }

  @RpcHandler(RPC.venue.adminGet, { actor: 'admin', input: venueAdminIdPayloadSchema })
  async get({ actor, businessId, venueId }: AdminPayload<{ venueId: string }>): Promise<AdminVenue> {
    return this.view(await this.managed(this.dataSource.manager, actor, businessId, venueId));
  }

  @RpcHandler(RPC.venue.adminCreate, { actor: 'admin', input: venueAdminCreatePayloadSchema })
  async create({ actor, businessId, venue }: AdminPayload<{ venue?: unknown }>): Promise<AdminVenue> {
    const input = parseAdminInput(adminVenueInputSchema, venue);
    const owner = businessId ?? null;
    // A venue without an owning business: platform admins only.
    if (!owner && !canManageVenue(actor, null, null)) throw errors.accessDenied();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.venues.insert(manager, input, owner, newQrSecret());
      await this.events.publish(manager, 'VenueCreated', {
        venueId: row.id,
        businessId: row.owner_business_id,
        name: row.name,
        createdBy: actor.userId,
        createdAt: row.created_at.toISOString(),
      });
      return this.view(row);
    });
  }

  @RpcHandler(RPC.venue.adminUpdate, { actor: 'admin', input: venueAdminUpdatePayloadSchema })
  async update({ actor, businessId, venueId, venue }: AdminPayload<{ venueId: string; venue?: unknown }>): Promise<AdminVenue> {
    const input = parseAdminInput(adminVenueInputSchema, venue);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.managed(manager, actor, businessId, venueId, true);
      const row = await this.venues.update(manager, current.id, input);
      await this.changed(manager, actor, row, 'edited');
      // Safety's copy of the contact carries the venue's name and language: a new one reaches the next alert.
      if (row.name !== current.name || row.language !== current.language) {
        const contact = await this.venues.safetyContact(row.id, manager);
        if (contact) await this.events.publish(manager, 'VenueSafetyContactChanged', { venueId: row.id, venueName: row.name, contact, language: row.language ?? 'en' });
      }
      return this.view(row);
    });
  }

  /** The venue's opt-in safety contact, for its own business admin or a platform admin (another's venue is 404). */
  @RpcHandler(RPC.venue.adminSafetyContact, { actor: 'admin', input: venueAdminIdPayloadSchema })
  async safetyContact({ actor, businessId, venueId }: AdminPayload<{ venueId: string }>): Promise<VenueSafetyContact> {
    const row = await this.managed(this.dataSource.manager, actor, businessId, venueId);
    return safetyContactView(row.id, await this.venues.safetyContact(row.id));
  }

  /**
   * Sets (an email and/or a phone) or clears (both empty) the safety contact; safety keeps a copy from
   * VenueSafetyContactChanged (with the venue's name and language, sent again when those change), so an
   * alert at this venue needs no call to this service.
   */
  @RpcHandler(RPC.venue.adminSetSafetyContact, { actor: 'admin', input: venueSafetyContactPayloadSchema })
  async setSafetyContact({ actor, businessId, venueId, contact }: AdminPayload<{ venueId: string; contact?: unknown }>): Promise<VenueSafetyContact> {
    const input = parseAdminInput(venueSafetyContactInputSchema, contact);
    const c = { email: input.email ?? null, phone: input.phone ?? null, hours: input.hours ?? null };
    return this.dataSource.transaction(async (manager) => {
      const row = await this.managed(manager, actor, businessId, venueId, true);
      await this.venues.setSafetyContact(manager, row.id, c);
      const enabled = Boolean(c.email || c.phone);
      await this.events.publish(manager, 'VenueSafetyContactChanged', { venueId: row.id, venueName: row.name, contact: enabled ? c : null, language: row.language ?? 'en' });
      return safetyContactView(row.id, enabled ? c : null);
    });
  }

  /** Leaves the nearby list and refuses check-ins at once; history stays. Repeating it is harmless. */
  @RpcHandler(RPC.venue.adminDeactivate, { actor: 'admin', input: venueAdminIdPayloadSchema })
  async deactivate({ actor, businessId, venueId }: AdminPayload<{ venueId: string }>): Promise<AdminVenue> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.managed(manager, actor, businessId, venueId, true);
      if (current.deactivated_at) return this.view(current);
      const row = await this.venues.deactivate(manager, current.id);
      await this.changed(manager, actor, row, 'deactivated');
      return this.view(row);
    });
  }

  /**
   * The code the venue's screen shows now (a new one every 30 s), for the venue's own business admin
   * or a platform admin; another business's venue is 404, a deactivated venue too. The secret never
   * leaves this service: the screen gets only the URL and its QR.
   */
  @RpcHandler(RPC.venue.displayCode, { actor: 'admin', input: venueAdminIdPayloadSchema })
  async displayCode({ actor, businessId, venueId }: AdminPayload<{ venueId: string }>): Promise<VenueDisplayCode> {
    const row = await this.managed(this.dataSource.manager, actor, businessId, venueId);
    if (row.deactivated_at) throw errors.managedVenueNotFound();
    const now = Date.now();
    const code = currentDisplayCode(this.config.PUBLIC_URL, row.id, row.qr_secret, now);
    // Large, high-contrast and with a wide quiet zone: scanned from a phone across a bar counter.
    const svg = await qrSvg(code.url);
    return {
      venueId: row.id,
      venueName: row.name,
      url: code.url,
      svg,
      step: code.step,
      stepSeconds: DISPLAY_CODE_STEP_SECONDS,
      validFrom: new Date(code.validFromMs).toISOString(),
      nextAt: new Date(code.nextAtMs).toISOString(),
      acceptedUntil: new Date(code.acceptedUntilMs).toISOString(),
      serverTime: new Date(now).toISOString(),
    };
  }

  /** A new per-venue secret: every code printed before no longer checks in (nor does a display code shown before). */
  @RpcHandler(RPC.venue.adminRotateQr, { actor: 'admin', input: venueAdminIdPayloadSchema })
  async rotateQr({ actor, businessId, venueId }: AdminPayload<{ venueId: string }>): Promise<AdminVenue> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.managed(manager, actor, businessId, venueId, true);
      const row = await this.venues.replaceQrSecret(manager, current.id, newQrSecret());
      await this.changed(manager, actor, row, 'qr_rotated');
      return this.view(row);
    });
  }

  /** The venue if the caller may manage it; another business's venue is 404, as if it did not exist. */
  private async managed(manager: EntityManager, actor: Actor, businessId: string | null | undefined, venueId: string, lock = false): Promise<VenueRow> {
    const row = isUuid(venueId ?? '') ? await this.venues.findAny(venueId, manager, lock) : null;
    if (!row || !canManageVenue(actor, businessId, row.owner_business_id)) throw errors.managedVenueNotFound();
    return row;
  }

  private async changed(manager: EntityManager, actor: Actor, row: VenueRow, change: 'edited' | 'deactivated' | 'qr_rotated') {
    await this.events.publish(manager, 'VenueUpdated', {
      venueId: row.id,
      businessId: row.owner_business_id,
      name: row.name,
      isActive: !row.deactivated_at,
      change,
      updatedBy: actor.userId,
      updatedAt: new Date().toISOString(),
    });
  }

  private view(row: VenueRow): AdminVenue {
    return adminVenueView(row, this.config.PUBLIC_URL);
  }
}

function safetyContactView(venueId: string, c: { email: string | null; phone: string | null; hours: string | null } | null): VenueSafetyContact {
  return { venueId, enabled: Boolean(c && (c.email || c.phone)), email: c?.email ?? null, phone: c?.phone ?? null, hours: c?.hours ?? null };
}
