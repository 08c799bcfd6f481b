import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { PrivacyRepository } from './privacy.repository.js';

/** Account deleted (identity's UserDeleted): safety erases every row about the person. Durable, idempotent. */
@Injectable()
export class PrivacyEvents {
  constructor(private readonly privacy: PrivacyRepository) {}

  @OnEvent('UserDeleted', { name: 'privacy_on_user_deleted' })
  async onUserDeleted({ data }: EventEnvelope<'UserDeleted', EventData<'UserDeleted'>>, manager: EntityManager) {
    await this.privacy.erase(manager, data.userId);
  }
}
