import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@converge/contracts';
import { EventPublisher, OnEvent } from '@converge/platform';
import { CheckInsRepository } from './checkins.repository.js';
import { checkInEnded } from './checkins.rules.js';

/** Account events that end a person's presence at a venue. */
@Injectable()
export class CheckInsEvents {
  constructor(
    private readonly checkIns: CheckInsRepository,
    private readonly events: EventPublisher,
  ) {}

  /** A deleted account leaves no presence behind, and no check-in history either. */
  @OnEvent('UserDeleted', { name: 'end_check_ins' })
  async onUserDeleted(event: EventEnvelope<'UserDeleted', { userId: string }>, manager: EntityManager) {
    for (const row of await this.checkIns.endActive(manager, event.data.userId, 'deleted')) {
      await this.events.publish(manager, 'CheckInEnded', checkInEnded(row, 'deleted'));
    }
    await this.checkIns.deleteAllOf(manager, event.data.userId);
  }

  /** A suspended or banned person leaves the venue at once, so discovery no longer shows them. */
  @OnEvent('UserSuspended', { name: 'end_check_ins_on_suspended' })
  async onUserSuspended(event: EventEnvelope<'UserSuspended', { userId: string }>, manager: EntityManager) {
    for (const row of await this.checkIns.endActive(manager, event.data.userId, 'suspended')) {
      await this.events.publish(manager, 'CheckInEnded', checkInEnded(row, 'suspended'));
    }
  }
}
