import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { blockSchema, RPC, unblockPayloadSchema, type BlockedUserDto, type BlockInput, type SignedInPayload } from '@converge/contracts';
import { isoOrNull, parseOrBadRequest, RpcHandler } from '@converge/platform';
import { PeopleRepository } from '../people/people.repository.js';
import { FALLBACK_NAME } from '../people/people.rules.js';
import { BlocksRepository } from './blocks.repository.js';
import { assertNotSelf } from './blocks.rules.js';

/**
 * Block / unblock / my blocks. Other services learn of blocks only from UserBlocked / UserUnblocked
 * (outbox, same transaction as the row), and hide the pair everywhere.
 */
@Injectable()
export class BlocksHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly blocks: BlocksRepository,
    private readonly people: PeopleRepository,
  ) {}

  @RpcHandler(RPC.safety.block, { actor: 'required', input: blockSchema })
  async block({ actor, blockedUserId }: SignedInPayload<BlockInput>): Promise<{ userId: string; blocked: true; blockedAt: string }> {
    assertNotSelf(actor.userId, blockedUserId, 'blockedUserId', 'block');
    const { blockedAt } = await this.dataSource.transaction((m) => this.blocks.block(m, actor.userId, blockedUserId));
    return { userId: blockedUserId, blocked: true, blockedAt: isoOrNull(blockedAt)! };
  }

  /** The person comes from the URL as `userId` (or `blockedUserId`), declared loosely: the block schema checks the id here. */
  @RpcHandler(RPC.safety.unblock, { actor: 'required', input: unblockPayloadSchema })
  async unblock({ actor, userId, blockedUserId: given }: SignedInPayload<{ userId?: unknown; blockedUserId?: unknown }>): Promise<{ userId: string; blocked: false }> {
    const { blockedUserId } = parseOrBadRequest(blockSchema, { blockedUserId: userId ?? given });
    await this.dataSource.transaction((m) => this.blocks.unblock(m, actor.userId, blockedUserId));
    return { userId: blockedUserId, blocked: false };
  }

  /** People I blocked, newest first, with their display names ('Converge member' and nameKnown false when identity cannot say). */
  @RpcHandler(RPC.safety.blocks, { actor: 'required' })
  async list({ actor }: SignedInPayload): Promise<BlockedUserDto[]> {
    const rows = await this.blocks.list(this.dataSource.manager, actor.userId);
    const { names } = await this.people.names(rows.map((r) => r.blocked_id));
    return rows.map((r) => ({ userId: r.blocked_id, displayName: names.get(r.blocked_id) ?? FALLBACK_NAME, nameKnown: names.has(r.blocked_id), blockedAt: isoOrNull(r.created_at)! }));
  }
}
