import { Injectable } from '@nestjs/common';
import { VenuesRepository, type VenueRow } from '../venues/venues.repository.js';

/** How many venues one replica keeps for check-ins (a few hundred bytes each). */
const MAX_VENUES = 10_000;

/** An active venue as last read, with the fingerprint the check-in call compares against the table. */
export interface CheckInVenue {
  venue: VenueRow;
  fingerprint: string;
}

/**
 * The venues people check in at, as this replica last read them. A check-in decides with this copy
 * and the call itself confirms, in its transaction, that the venue is still active and its row
 * unchanged (check-in-function.ts); when it is not, the check-in forgets the copy, reads the venue
 * again and decides again. So a copy never lets a check-in through that a fresh read would refuse, and
 * a check-in at a venue read before takes one round trip to Postgres instead of two.
 */
@Injectable()
export class CheckInVenues {
  private readonly copies = new Map<string, CheckInVenue>();

  constructor(private readonly venues: VenuesRepository) {}

  /** The active venue (null: none with that id, or deactivated); `fresh` skips this replica's copy. */
  async get(id: string, fresh = false): Promise<CheckInVenue | null> {
    const copy = fresh ? undefined : this.copies.get(id);
    if (copy) return copy;
    const read = await this.venues.findActiveWithFingerprint(id);
    if (!read) {
      this.copies.delete(id);
      return null;
    }
    // The oldest copy goes first when full (Map keeps insertion order).
    if (!this.copies.has(id) && this.copies.size >= MAX_VENUES) this.copies.delete(this.copies.keys().next().value!);
    this.copies.set(id, read);
    return read;
  }
}
