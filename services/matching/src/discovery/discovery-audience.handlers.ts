import { Injectable } from '@nestjs/common';
import { discoveryAudienceRequestSchema, RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { DiscoveryRepository } from './discovery.repository.js';

/**
 * Who may hear a venue discovery push about a person (the actor, "the subject"). The gateway sends the
 * people whose sockets watch the venue (all checked in there in dating mode) and pushes only to those
 * answered, one call per change. The rule is discovery's (visibility.ts), the parts that decide whether
 * a person can be seen at all:
 * - 'presence' (arrived, left): not blocked either way, and not incognito unless the subject liked them;
 * - 'incognito' (the subject switched it): not blocked either way, and not liked by the subject — the
 *   people whose view the switch changes; those the subject liked see them throughout and hear nothing.
 * A subject without a card here yet counts as not incognito (discovery shows no one without a card).
 */
@Injectable()
export class DiscoveryAudienceHandlers {
  constructor(private readonly discovery: DiscoveryRepository) {}

  @RpcHandler(RPC.matching.discoveryAudience, { actor: 'required', input: discoveryAudienceRequestSchema })
  async audience({ actor, viewerIds, change }: SignedInPayload<{ viewerIds: string[]; change: 'presence' | 'incognito' }>): Promise<{ viewerIds: string[] }> {
    if (viewerIds.length === 0) return { viewerIds: [] };
    return { viewerIds: await this.discovery.audience(actor.userId, [...new Set(viewerIds)], change) };
  }
}
