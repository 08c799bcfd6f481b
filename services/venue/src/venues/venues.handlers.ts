/// <reference path="../../types/qrcode.d.ts" />
import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  nearbyVenuesQuerySchema,
  RPC,
  venueIdPayloadSchema,
  venueQrPayloadSchema,
  type NearbyVenue,
  type NearbyVenuesQuery,
  type SignedInPayload,
  type VenueDetail,
  type VenueQrResponse,
} from '@converge/contracts';
import { CONFIG, RpcHandler } from '@converge/platform';
import type { VenueConfig } from '../config.js';
import { errors } from '../errors.js';
import { qrPng, qrSvg } from './qr-image.js';
import { roundKm } from './geo.js';
import { VenuesRepository } from './venues.repository.js';
import { venueDetail } from './venues.rules.js';
import { venueQrUrl } from './qr-signature.js';
import { NearbyIndex } from './nearby-index/nearby-index.js';
import { NearbyIndexSync } from './nearby-index/nearby-index-sync.js';
import { canManageVenue, isVenueManager } from './venue-admin.rules.js';

/** Read side of venues: the nearby list, one venue, and its printable QR code. */
@Injectable()
export class VenuesHandlers {
  constructor(
    private readonly venues: VenuesRepository,
    private readonly nearbyIndex: NearbyIndex,
    private readonly nearbyIndexSync: NearbyIndexSync,
    @Inject(CONFIG) private readonly config: VenueConfig,
  ) {}

  /** The input schema keeps a point off the globe from reaching either search. */
  @RpcHandler(RPC.venue.nearby, { actor: 'required', input: nearbyVenuesQuerySchema })
  async nearby({ latitude, longitude }: SignedInPayload<NearbyVenuesQuery>): Promise<NearbyVenue[]> {
    // The in-memory copy once it has loaded (no Postgres round trip: the list is the hottest read);
    // the same search in SQL until then, or when configured so.
    const rows = this.nearbyIndexSync.ready
      ? this.nearbyIndex.search(latitude, longitude, this.config.NEARBY_RADIUS_KM, this.config.NEARBY_LIMIT)
      : await this.venues.nearby(latitude, longitude);
    return rows.map((row) => ({ id: row.id, name: row.name, address: row.address, distance: roundKm(row.distanceKm) }));
  }

  @RpcHandler(RPC.venue.get, { actor: 'required', input: venueIdPayloadSchema })
  async get({ venueId }: SignedInPayload<{ venueId: string }>): Promise<VenueDetail> {
    const row = isUuid(venueId) ? await this.venues.findById(venueId) : null;
    if (!row) throw errors.venueNotFound();
    return venueDetail(row);
  }

  /**
   * For platform admins and the venue's business admin (the admin service passes the caller's
   * business); another business's venue is 404.
   */
  @RpcHandler(RPC.venue.qr, { actor: 'required', input: venueQrPayloadSchema })
  async qr({ actor, venueId, format, businessId }: SignedInPayload<{ venueId: string; format?: unknown; businessId?: string | null }>): Promise<VenueQrResponse> {
    if (!isVenueManager(actor)) throw errors.qrNotAllowed();
    const row = isUuid(venueId) ? await this.venues.findAny(venueId) : null;
    if (!row || !canManageVenue(actor, businessId, row.owner_business_id)) throw errors.venueNotFound();
    const url = venueQrUrl(this.config.PUBLIC_URL, row.id, row.qr_secret);
    if (format === 'png') return { url, format: 'png', content: (await qrPng(url)).toString('base64') };
    return { url, format: 'svg', content: await qrSvg(url) };
  }
}
