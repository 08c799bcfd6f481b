/// <reference path="../../types/qrcode.d.ts" />
import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { DataSource, type EntityManager } from 'typeorm';
import {
  adminVenueInputSchema,
  DISPLAY_CODE_STEP_SECONDS,
  isUuid,
  parseAdminInput,
  RPC,
  type Actor,
  type AdminVenue,
  type AdminVenueInput,
  type SignedInPayload,
  type VenueDisplayCode,
} from '@converge/contracts';
import { CONFIG, EventPublisher, RpcHandler, returnedRows } from '@converge/platform';
import type { VenueConfig } from '../config.js';
import { currentDisplayCode } from './display-code.js';
import { newQrSecret, venueQrUrl } from './qr-signature.js';
import { VENUE_COLUMNS, venueCountry, VenueRepository, type VenueRow } from './venues.repository.js';
import { canManageVenue } from './venue-admin.rules.js';
import { errors } from '../errors.js';


/** Admin-service calls carry the caller's business (null for a platform admin without one). */
type AdminPayload<T = object> = SignedInPayload<T & { businessId?: string | null }>;

/**
 * Venue management for the admin dashboard. The venue service owns venues, so it decides here who
 * may touch which (a business admin: their business's venues; another's is 404). A new or edited
 * venue is searchable at once: the insert/update stamps row_version and NOTIFYs the nearby index.
 */
@Injectable()
export class VenueAdminRpc {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly venues: VenueRepository,
    @Inject(CONFIG) private readonly config: VenueConfig,
  ) {}

  @RpcHandler(RPC.venue.adminList, { actor: 'admin' })
  async list({ actor, businessId }: AdminPayload): Promise<AdminVenue[]> {
    const platform = canManageVenue(actor, null, null);
    // A platform admin sees every venue; a business admin only theirs (none without a business yet).
    if (!platform && !businessId) return [];
    const rows: VenueRow[] = platform
      ? await this.dataSource.query(`SELECT ${VENUE_COLUMNS} FROM venues ORDER BY created_at DESC LIMIT 500`)
      : await this.dataSource.query(`SELECT ${VENUE_COLUMNS} FROM venues WHERE owner_business_id = $1 ORDER BY created_at DESC`, [businessId]);
    return rows.map((row) => this.view(row));
  }

  @RpcHandler(RPC.venue.adminGet, { actor: 'admin' })
  async get({ actor, businessId, venueId }: AdminPayload<{ venueId: string }>): Promise<AdminVenue> {
    return this.view(await this.managed(this.dataSource.manager, actor, businessId, venueId));
  }

  @RpcHandler(RPC.venue.adminCreate, { actor: 'admin' })
  async create({ actor, businessId, venue }: AdminPayload<{ venue: AdminVenueInput }>): Promise<AdminVenue> {
    const input = this.parse(venue);
    const owner = businessId ?? null;
    if (!owner && !canManageVenue(actor, null, null)) throw errors.accessDenied();
    return this.dataSource.transaction(async (manager) => {
      const [row]: VenueRow[] = await manager.query(
        `INSERT INTO venues (name, address, latitude, longitude, radius_m, meet_points, phone, owner_business_id, qr_secret, time_zone, country)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${VENUE_COLUMNS}`,
        [input.name, input.address, input.latitude, input.longitude, input.radiusM, input.meetPoints, input.phone ?? null, owner, newQrSecret(), input.timeZone ?? null, input.country ?? null],
      );
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

  @RpcHandler(RPC.venue.adminUpdate, { actor: 'admin' })
  async update({ actor, businessId, venueId, venue }: AdminPayload<{ venueId: string; venue: AdminVenueInput }>): Promise<AdminVenue> {
    const input = this.parse(venue);
    return this.dataSource.transaction(async (manager) => {
      const current = await this.managed(manager, actor, businessId, venueId, true);
      const [row] = returnedRows<VenueRow>(await manager.query(
        // Time zone and country: left out = unchanged, null = cleared (device zone / derived country).
        `UPDATE venues SET name = $2, address = $3, latitude = $4, longitude = $5, radius_m = $6, meet_points = $7, phone = $8,
                time_zone = CASE WHEN $10 THEN $9 ELSE time_zone END, country = CASE WHEN $12 THEN $11 ELSE country END, updated_at = now()
          WHERE id = $1 RETURNING ${VENUE_COLUMNS}`,
        [
          current.id, input.name, input.address, input.latitude, input.longitude, input.radiusM, input.meetPoints, input.phone ?? null,
          input.timeZone ?? null, input.timeZone !== undefined, input.country ?? null, input.country !== undefined,
        ],
      ));
      await this.changed(manager, actor, row, 'edited');
      return this.view(row);
    });
  }

  /** Leaves the nearby list and refuses check-ins at once; history stays. Repeating it is harmless. */
  @RpcHandler(RPC.venue.adminDeactivate, { actor: 'admin' })
  async deactivate({ actor, businessId, venueId }: AdminPayload<{ venueId: string }>): Promise<AdminVenue> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.managed(manager, actor, businessId, venueId, true);
      if (current.deactivated_at) return this.view(current);
      const [row] = returnedRows<VenueRow>(await manager.query(
        `UPDATE venues SET deactivated_at = now(), updated_at = now() WHERE id = $1 RETURNING ${VENUE_COLUMNS}`,
        [current.id],
      ));
      await this.changed(manager, actor, row, 'deactivated');
      return this.view(row);
    });
  }

  /**
   * Issue 28: the code the venue's screen shows now (a new one every 30 s), for the venue's own business
   * admin or a platform admin; another business's venue is 404, a deactivated venue too. The secret
   * never leaves this service: the screen gets only the URL and its QR.
   */
  @RpcHandler(RPC.venue.displayCode, { actor: 'admin' })
  async displayCode({ actor, businessId, venueId }: AdminPayload<{ venueId: string }>): Promise<VenueDisplayCode> {
    const row = await this.managed(this.dataSource.manager, actor, businessId, venueId);
    if (row.deactivated_at) throw errors.managedVenueNotFound();
    const now = Date.now();
    const code = currentDisplayCode(this.config.PUBLIC_URL, row.id, row.qr_secret, now);
    // Large, high-contrast and with a wide quiet zone: scanned from a phone across a bar counter.
    const svg = await QRCode.toString(code.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
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
  @RpcHandler(RPC.venue.adminRotateQr, { actor: 'admin' })
  async rotateQr({ actor, businessId, venueId }: AdminPayload<{ venueId: string }>): Promise<AdminVenue> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.managed(manager, actor, businessId, venueId, true);
      const [row] = returnedRows<VenueRow>(await manager.query(
        `UPDATE venues SET qr_secret = $2, updated_at = now() WHERE id = $1 RETURNING ${VENUE_COLUMNS}`,
        [current.id, newQrSecret()],
      ));
      await this.changed(manager, actor, row, 'qr_rotated');
      return this.view(row);
    });
  }

  /** The venue if the caller may manage it; another business's venue is 404, as if it did not exist. */
  async managed(manager: EntityManager, actor: Actor, businessId: string | null | undefined, venueId: string, lock = false): Promise<VenueRow> {
    const row = isUuid(venueId ?? '') ? await this.venues.findAny(venueId, manager, lock) : null;
    if (!row || !canManageVenue(actor, businessId, row.owner_business_id)) throw errors.managedVenueNotFound();
    return row;
  }

  private parse(venue: unknown): AdminVenueInput {
    return parseAdminInput(adminVenueInputSchema, venue);
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

  view(row: VenueRow): AdminVenue {
    const { country, fromLocation } = venueCountry(row);
    return {
      id: row.id,
      name: row.name,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      radiusM: row.radius_m,
      meetPoints: row.meet_points ?? [],
      phone: row.phone,
      country,
      countryFromLocation: fromLocation,
      timeZone: row.time_zone ?? null,
      isActive: !row.deactivated_at,
      businessId: row.owner_business_id,
      qrCode: venueQrUrl(this.config.PUBLIC_URL, row.id, row.qr_secret),
      createdAt: new Date(row.created_at).toISOString(),
    };
  }
}
