import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { ProfessionalRepository } from './professional.repository.js';

type Event<T extends 'UserBlocked' | 'UserDeleted'> = EventEnvelope<T, EventData<T>>;

/** A block drops the pair's waiting requests (their connection is hidden by exclusions); deletion erases everything. */
@Injectable()
export class ProfessionalEvents {
  constructor(private readonly repo: ProfessionalRepository) {}

  @OnEvent('UserBlocked', { name: 'professional_on_blocked' })
  async onBlocked({ data }: Event<'UserBlocked'>, manager: EntityManager) {
    await this.repo.declinePending(manager, data.blockerId, data.blockedId);
  }

  @OnEvent('UserDeleted', { name: 'professional_on_user_deleted' })
  async onDeleted({ data }: Event<'UserDeleted'>, manager: EntityManager) {
    await this.repo.erase(manager, data.userId);
  }
}
