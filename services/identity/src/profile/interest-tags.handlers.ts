import { Injectable } from '@nestjs/common';
import { interestTagsPayloadSchema, interestTagsRequestSchema, RPC, type InterestTagsResponse, type RpcPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { ProfileRepository } from './profile.repository.js';

/**
 * Interest tags for a conversation's two people (the chat's starters). Only the gateway asks, and only
 * after chat confirmed the caller takes part in the conversation, so nobody reads a stranger's tags by id.
 */
@Injectable()
export class InterestTagsHandlers {
  constructor(private readonly repo: ProfileRepository) {}

  @RpcHandler(RPC.identity.interestTags, { actor: 'optional', input: interestTagsPayloadSchema })
  async tags(payload: RpcPayload<unknown>): Promise<InterestTagsResponse> {
    const parsed = interestTagsRequestSchema.safeParse(payload);
    if (!parsed.success) throw errors.badInterestTagsRequest();
    const rows = await this.repo.interestTags(parsed.data.userIds);
    return { tags: Object.fromEntries(rows.map((r) => [r.user_id, r.interest_tags ?? []])) };
  }
}
