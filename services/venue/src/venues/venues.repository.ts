import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CONFIG, NamedSql, returnedRows } from '@converge/platform';
import type { AdminVenueInput, Language } from '@converge/contracts';
import type { VenueConfig } from '../config.js';
import { distanceKm } from './geo.js';
import { VENUE_FINGERPRINT } from '../checkins/check-in-function.js';

export interface VenueRow {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  radius_m: number;
  meet_points: string[];
  qr_secret: string;
  owner_business_id: string | null;
  phone: string | null;
  /** IANA zone, or null (then the device's zone is used). */
  time_zone?: string | null;
  /** ISO 3166-1 alpha-2 the owner chose, or null (then derived from the coordinates). */
  country?: string | null;
  /** The language the venue speaks (its staff's safety alert is in it). */
  language?: Language;
  deactivated_at: Date | null;
  created_at: Date;
}

/** What the nearby search reads: no secrets, nothing the list does not show. */
export type VenuePoint = Pick<VenueRow, 'id' | 'name' | 'address' | 'latitude' | 'longitude' | 'radius_m'>;

export interface VenueCandidate extends VenuePoint {
  distanceKm: number;
}

/** Prepared once per connection: planning the earthdistance expressions cost as much as running them. */
const NEARBY = new NamedSql(
  'venue_nearby_v2',
  `SELECT id, name, address, latitude, longitude, radius_m
     FROM venues
    WHERE earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(latitude, longitude) AND deactivated_at IS NULL
    ORDER BY ll_to_earth(latitude, longitude) <-> ll_to_earth($1, $2)
    LIMIT $4`,
);

export const VENUE_COLUMNS = 'id, name, address, latitude, longitude, radius_m, meet_points, qr_secret, owner_business_id, phone, deactivated_at, created_at, time_zone, country, language';

/** The largest radius a venue may claim; bounds the index box for "which venue am I in". */
const MAX_VENUE_RADIUS_KM = 2;

/** All SQL of venues (the nearby search, check-in lookups, venue management). Coordinates never leave this service. */
@Injectable()
export class VenuesRepository {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: VenueConfig,
  ) {}

  /** An active venue (a deactivated one is "not found" for check-in and the app). */
  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<VenueRow | null> {
    const row = await this.findAny(id, manager);
    return row && !row.deactivated_at ? row : null;
  }

  /** Any venue, deactivated or not (venue management). */
  async findAny(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<VenueRow | null> {
    const rows: VenueRow[] = await manager.query(`SELECT ${VENUE_COLUMNS} FROM venues WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Venues within `radiusKm`, nearest first. The earth_box filter and the KNN order both run on the
   * GiST index; the exact great-circle distance is computed here for the few rows returned.
   */
  async nearby(latitude: number, longitude: number, radiusKm = this.config.NEARBY_RADIUS_KM, limit = this.config.NEARBY_LIMIT): Promise<VenueCandidate[]> {
    const rows: VenuePoint[] = await this.dataSource.query(NEARBY.query, [latitude, longitude, radiusKm * 1000, limit]);
    return rows
      .map((row) => ({ ...row, distanceKm: distanceKm(latitude, longitude, row.latitude, row.longitude) }))
      .filter((row) => row.distanceKm <= radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm);
  }

  /** The id of the nearest venue whose own radius contains the point, if any. */
  async containingId(latitude: number, longitude: number): Promise<string | null> {
    const candidates = await this.nearby(latitude, longitude, MAX_VENUE_RADIUS_KM, 20);
    return candidates.find((venue) => venue.distanceKm * 1000 <= venue.radius_m)?.id ?? null;
  }

  /** An active venue with the fingerprint of its whole row, which the check-in call compares (check-in-function.ts). */
  async findActiveWithFingerprint(id: string): Promise<{ venue: VenueRow; fingerprint: string } | null> {
    const rows: (VenueRow & { fingerprint: string })[] = await this.dataSource.query(
      `SELECT ${VENUE_COLUMNS}, ${VENUE_FINGERPRINT('v')} AS fingerprint FROM venues v WHERE id = $1 AND deactivated_at IS NULL`,
      [id],
    );
    const [row] = rows;
    if (!row) return null;
    const { fingerprint, ...venue } = row;
    return { venue, fingerprint };
  }

  /** Venue management: a platform admin sees every venue (newest first, at most 500); a business admin only their business's. */
  async listAll(): Promise<VenueRow[]> {
    return this.dataSource.query(`SELECT ${VENUE_COLUMNS} FROM venues ORDER BY created_at DESC LIMIT 500`);
  }

  async listOfBusiness(businessId: string): Promise<VenueRow[]> {
    return this.dataSource.query(`SELECT ${VENUE_COLUMNS} FROM venues WHERE owner_business_id = $1 ORDER BY created_at DESC`, [businessId]);
  }

  /** The insert stamps row_version and NOTIFYs the nearby index (triggers), so a new venue is searchable at once. */
  async insert(manager: EntityManager, input: AdminVenueInput, ownerBusinessId: string | null, qrSecret: string): Promise<VenueRow> {
    const [row]: VenueRow[] = await manager.query(
      `INSERT INTO venues (name, address, latitude, longitude, radius_m, meet_points, phone, owner_business_id, qr_secret, time_zone, country, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${VENUE_COLUMNS}`,
      [
        input.name,
        input.address,
        input.latitude,
        input.longitude,
        input.radiusM,
        input.meetPoints,
        input.phone ?? null,
        ownerBusinessId,
        qrSecret,
        input.timeZone ?? null,
        input.country ?? null,
        input.language ?? 'en',
      ],
    );
    return row!;
  }

  /** Time zone and country: left out = unchanged, null = cleared (device zone / derived country). Language: left out = unchanged. */
  async update(manager: EntityManager, id: string, input: AdminVenueInput): Promise<VenueRow> {
    const [row] = returnedRows<VenueRow>(
      await manager.query(
        `UPDATE venues SET name = $2, address = $3, latitude = $4, longitude = $5, radius_m = $6, meet_points = $7, phone = $8,
              time_zone = CASE WHEN $10 THEN $9 ELSE time_zone END, country = CASE WHEN $12 THEN $11 ELSE country END,
              language = COALESCE($13, language), updated_at = now()
        WHERE id = $1 RETURNING ${VENUE_COLUMNS}`,
        [
          id,
          input.name,
          input.address,
          input.latitude,
          input.longitude,
          input.radiusM,
          input.meetPoints,
          input.phone ?? null,
          input.timeZone ?? null,
          input.timeZone !== undefined,
          input.country ?? null,
          input.country !== undefined,
          input.language ?? null,
        ],
      ),
    );
    return row!;
  }

  async deactivate(manager: EntityManager, id: string): Promise<VenueRow> {
    const [row] = returnedRows<VenueRow>(await manager.query(`UPDATE venues SET deactivated_at = now(), updated_at = now() WHERE id = $1 RETURNING ${VENUE_COLUMNS}`, [id]));
    return row!;
  }

  async replaceQrSecret(manager: EntityManager, id: string, qrSecret: string): Promise<VenueRow> {
    const [row] = returnedRows<VenueRow>(await manager.query(`UPDATE venues SET qr_secret = $2, updated_at = now() WHERE id = $1 RETURNING ${VENUE_COLUMNS}`, [id, qrSecret]));
    return row!;
  }

  // ---- the venue's opt-in safety contact ----

  async safetyContact(venueId: string, manager: EntityManager = this.dataSource.manager): Promise<{ email: string | null; phone: string | null; hours: string | null } | null> {
    const [row] = await manager.query('SELECT email, phone, hours FROM venue_safety_contacts WHERE venue_id = $1', [venueId]);
    return row ?? null;
  }

  /** Both email and phone empty: opted out (the row goes). */
  async setSafetyContact(manager: EntityManager, venueId: string, c: { email: string | null; phone: string | null; hours: string | null }): Promise<void> {
    if (!c.email && !c.phone) {
      await manager.query('DELETE FROM venue_safety_contacts WHERE venue_id = $1', [venueId]);
      return;
    }
    await manager.query(
      `INSERT INTO venue_safety_contacts (venue_id, email, phone, hours) VALUES ($1, $2, $3, $4)
       ON CONFLICT (venue_id) DO UPDATE SET email = EXCLUDED.email, phone = EXCLUDED.phone, hours = EXCLUDED.hours, updated_at = now()`,
      [venueId, c.email, c.phone, c.hours],
    );
  }
}
