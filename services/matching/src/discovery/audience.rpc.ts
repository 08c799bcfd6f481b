import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { discoveryAudienceRequestSchema, RPC, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { NamedSql } from '../sql.js';

/**
 * Issue 28: who may hear a venue discovery push about a person (the actor, "the subject"). The gateway
 * sends the people whose sockets watch the venue (all checked in there in dating mode) and pushes only to
 * those answered, one call per change. The rule is discovery's (visibility.ts), the parts that decide
 * whether a person can be seen at all:
 * - 'presence' (arrived, left): not blocked either way, and not incognito unless the subject liked them;
 * - 'incognito' (the subject switched it): not blocked either way, and not liked by the subject — the
 *   people whose view the switch changes; those the subject liked see them throughout and hear nothing.
 * A subject without a card here yet counts as not incognito (discovery shows no one without a card).
 */
const AUDIENCE = new NamedSql(
  'matching_discovery_audience_v1',
  `SELECT v.id FROM unnest($2::text[]) AS v(id)
    WHERE v.id <> $1
      AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = v.id AND x.other_user_id = $1)
      AND CASE WHEN $3 = 'incognito'
               THEN NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = $1 AND l.to_user_id = v.id)
               ELSE NOT COALESCE((SELECT p.is_incognito FROM profile_cards p WHERE p.user_id = $1), false)
                    OR EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = $1 AND l.to_user_id = v.id) END`,
);

@Injectable()
export class DiscoveryAudience {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.matching.discoveryAudience, { actor: 'required', input: discoveryAudienceRequestSchema })
  async audience({ actor, viewerIds, change }: SignedInPayload<{ viewerIds: string[]; change: 'presence' | 'incognito' }>): Promise<{ viewerIds: string[] }> {
    if (viewerIds.length === 0) return { viewerIds: [] };
    const rows: Array<{ id: string }> = await this.dataSource.query(AUDIENCE.query, [actor.userId, [...new Set(viewerIds)], change]);
    return { viewerIds: rows.map((r) => r.id) };
  }
}
