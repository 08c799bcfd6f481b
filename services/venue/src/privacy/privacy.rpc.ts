import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';

/** The venue service's part of a person's data export: every check-in they made. */
@Injectable()
export class VenuePrivacyRpc {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.venue.exportData, { actor: 'required' })
  async export({ actor }: SignedInPayload) {
    const rows: Array<{ id: string; venue_id: string; name: string | null; presence: string | null; started_at: Date; expires_at: Date; ended_at: Date | null; end_reason: string | null }> =
      await this.dataSource.query(
        `SELECT c.id, c.venue_id, v.name, c.presence, c.started_at, c.expires_at, c.ended_at, c.end_reason
           FROM check_ins c LEFT JOIN venues v ON v.id = c.venue_id
          WHERE c.user_id = $1 ORDER BY c.started_at`,
        [actor.userId],
      );
    return {
      checkIns: rows.map((r) => ({
        id: r.id,
        venueId: r.venue_id,
        venueName: r.name,
        presence: r.presence,
        startedAt: r.started_at.toISOString(),
        expiresAt: r.expires_at.toISOString(),
        endedAt: r.ended_at?.toISOString() ?? null,
        endReason: r.end_reason,
      })),
    };
  }
}
