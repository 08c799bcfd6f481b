import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { interestTagsRequestSchema, RPC, type InterestTagsResponse, type RpcPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';

/**
 * Interest tags for a conversation's two people (the chat's starters). Only the gateway asks, and only
 * after chat confirmed the caller takes part in the conversation, so nobody reads a stranger's tags by id.
 */
@Injectable()
export class InterestTagsRpc {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RPC.identity.interestTags, { actor: 'optional' })
  async tags(payload: RpcPayload<unknown>): Promise<InterestTagsResponse> {
    const parsed = interestTagsRequestSchema.safeParse(payload);
    if (!parsed.success) throw errors.badInterestTagsRequest();
    const rows: Array<{ user_id: string; interest_tags: string[] | null }> = await this.dataSource.query(
      'SELECT user_id, interest_tags FROM profiles WHERE user_id = ANY($1::uuid[])',
      [parsed.data.userIds],
    );
    return { tags: Object.fromEntries(rows.map((r) => [r.user_id, r.interest_tags ?? []])) };
  }
}
