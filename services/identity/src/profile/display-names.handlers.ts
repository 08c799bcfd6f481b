import { Injectable } from '@nestjs/common';
import { displayNamesPayloadSchema, displayNamesRequestSchema, RPC, type DisplayNamesResponse, type RpcPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { errors } from '../errors.js';
import { ProfileRepository } from './profile.repository.js';

/**
 * Display names for a list of user ids (safety's block list, emergency and share texts). Other
 * services ask without an actor; the payload is checked here so the reply keeps its own message.
 */
@Injectable()
export class DisplayNamesHandlers {
  constructor(private readonly repo: ProfileRepository) {}

  @RpcHandler(RPC.identity.displayNames, { actor: 'optional', input: displayNamesPayloadSchema })
  async names(payload: RpcPayload<unknown>): Promise<DisplayNamesResponse> {
    const parsed = displayNamesRequestSchema.safeParse(payload);
    if (!parsed.success) throw errors.badDisplayNamesRequest();
    const ids = [...new Set(parsed.data.userIds)];
    if (ids.length === 0) return { names: {} };
    const rows = await this.repo.displayNames(ids);
    return { names: Object.fromEntries(rows.map((r) => [r.user_id, r.display_name])) };
  }
}
