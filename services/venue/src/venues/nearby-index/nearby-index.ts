import { Injectable } from '@nestjs/common';
import { distanceKm } from '../geo.js';
import { PackedVenues, type ListedVenue } from './packed-venues.js';

export interface NearbyHit extends ListedVenue {
  distanceKm: number;
}

/**
 * This replica's in-memory copy of the venues table for the nearby list: a packed snapshot plus the
 * venues changed since it was taken (a changed venue replaces its snapshot entry; `null` hides a
 * deleted one). NearbyIndexSync keeps it current; a large batch of changes makes a new snapshot.
 */
@Injectable()
export class NearbyIndex {
  private snapshot = PackedVenues.empty;
  private readonly changes = new Map<string, ListedVenue | null>();

  get size(): number {
    return this.snapshot.size + this.changes.size;
  }

  /** How many venues changed since the snapshot: NearbyIndexSync rebuilds it when this grows large. */
  get changeCount(): number {
    return this.changes.size;
  }

  replaceAll(snapshot: PackedVenues): void {
    this.snapshot = snapshot;
    this.changes.clear();
  }

  apply(changed: ListedVenue[], deletedIds: string[]): void {
    for (const id of deletedIds) this.changes.set(id, null);
    for (const venue of changed) this.changes.set(venue.id, venue);
  }

  /** Venues within `radiusKm` of the point, nearest first, at most `limit`: what the SQL search answers. */
  search(latitude: number, longitude: number, radiusKm: number, limit: number): NearbyHit[] {
    const changes = this.changes;
    const current = changes.size ? (i: number) => !changes.has(this.snapshot.id(i)) : undefined;
    // geokdbush measures on a 6,371 km sphere and geo.ts on 6,371.0088 km: ask a hair wider (same
    // order, 0.00014 % apart) and cut at the exact radius below.
    const numbers = this.snapshot.nearest(latitude, longitude, limit, radiusKm * 1.00001, current);
    const hits: NearbyHit[] = [];
    for (const i of numbers) hits.push(withDistance(this.snapshot.venue(i), latitude, longitude));
    for (const venue of changes.values()) if (venue) hits.push(withDistance(venue, latitude, longitude));
    return hits
      .filter((hit) => hit.distanceKm <= radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1))
      .slice(0, limit);
  }
}

function withDistance(venue: ListedVenue, latitude: number, longitude: number): NearbyHit {
  return { ...venue, distanceKm: distanceKm(latitude, longitude, venue.latitude, venue.longitude) };
}
