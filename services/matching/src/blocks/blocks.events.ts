import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { BlocksRepository } from './blocks.repository.js';

type Event<T extends 'UserBlocked' | 'UserUnblocked'> = EventEnvelope<T, EventData<T>>;

/**
 * A block hides the pair from each other (exclusions, read by discovery and the like function), ends
 * their match (kept with ended_at / end_reason, gone from both lists) and drops the likes between them,
 * so an unblock starts from nothing: they do not re-match by themselves. The blocker's row is 'block',
 * the other's 'blocked_by', so lifting one person's block leaves the other's standing.
 */
@Injectable()
export class BlocksEvents {
  constructor(private readonly blocks: BlocksRepository) {}

  @OnEvent('UserBlocked', { name: 'blocks_on_blocked' })
  async onBlocked({ data, occurredAt }: Event<'UserBlocked'>, manager: EntityManager) {
    const { blockerId, blockedId } = data;
    if (blockerId === blockedId) return;
    await this.blocks.exclude(manager, blockerId, blockedId);
    await this.blocks.endMatch(manager, blockerId, blockedId, data.blockedAt ?? occurredAt);
    await this.blocks.dropLikes(manager, blockerId, blockedId);
  }

  @OnEvent('UserUnblocked', { name: 'blocks_on_unblocked' })
  async onUnblocked({ data }: Event<'UserUnblocked'>, manager: EntityManager) {
    await this.blocks.unexclude(manager, data.blockerId, data.blockedId);
  }
}
