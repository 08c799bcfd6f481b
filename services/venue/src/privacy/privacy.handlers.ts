import { Injectable } from '@nestjs/common';
import { RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { PrivacyRepository } from './privacy.repository.js';

/** The venue service's part of a person's data export: every check-in they made. */
@Injectable()
export class PrivacyHandlers {
  constructor(private readonly privacy: PrivacyRepository) {}

  @RpcHandler(RPC.venue.exportData, { actor: 'required' })
  async export({ actor }: SignedInPayload) {
    const rows = await this.privacy.checkInsOf(actor.userId);
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
