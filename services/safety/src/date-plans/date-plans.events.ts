import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { DatePlansRepository } from './date-plans.repository.js';

/**
 * A block revokes every date plan the two made about each other. The public page already answers 410
 * from the moment the block is stored (it reads the blocks table); this makes it final, so unblocking
 * never brings a plan back.
 */
@Injectable()
export class DatePlansEvents {
  constructor(private readonly plans: DatePlansRepository) {}

  @OnEvent('UserBlocked', { name: 'date_plans_on_user_blocked' })
  async onUserBlocked({ data }: EventEnvelope<'UserBlocked', EventData<'UserBlocked'>>, manager: EntityManager) {
    await this.plans.revokeForPair(manager, data.blockerId, data.blockedId);
  }
}
