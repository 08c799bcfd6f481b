import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { RolesRepository } from './roles.repository.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

/**
 * Admin decisions identity enforces: sign-in and the main-view gate refuse a suspended or banned
 * person. A decision older than the one already applied (out-of-order delivery) changes nothing.
 */
@Injectable()
export class RolesEvents {
  constructor(private readonly repo: RolesRepository) {}

  @OnEvent('UserSuspended', { name: 'moderation_on_suspended' })
  async onSuspended({ data }: Event<'UserSuspended'>, manager: EntityManager) {
    await this.repo.suspend(manager, data.userId, data.until, data.banned, data.decidedAt);
  }

  @OnEvent('UserReinstated', { name: 'moderation_on_reinstated' })
  async onReinstated({ data }: Event<'UserReinstated'>, manager: EntityManager) {
    await this.repo.reinstate(manager, data.userId, data.decidedAt);
  }
}
