import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { PeopleRepository } from './people.repository.js';

/** Keeps safety's read model of names, languages and current check-ins (idempotent upserts). */
@Injectable()
export class PeopleEvents {
  constructor(private readonly people: PeopleRepository) {}

  @OnEvent('ProfileUpdated', { name: 'people_on_profile' })
  async onProfile({ data }: EventEnvelope<'ProfileUpdated', EventData<'ProfileUpdated'>>, manager: EntityManager) {
    await this.people.upsertName(manager, data.userId, data.displayName);
  }

  @OnEvent('LanguageChanged', { name: 'people_on_language' })
  async onLanguage({ data }: EventEnvelope<'LanguageChanged', EventData<'LanguageChanged'>>, manager: EntityManager) {
    await this.people.setLanguage(manager, data.userId, data.language, data.changedAt);
  }

  @OnEvent('CheckedIn', { name: 'people_on_checkin', batch: true })
  async onCheckIn({ data }: EventEnvelope<'CheckedIn', EventData<'CheckedIn'>>, manager: EntityManager) {
    await this.people.setCheckIn(manager, data);
  }

  @OnEvent('CheckInEnded', { name: 'people_on_checkin_ended', batch: true })
  async onCheckInEnded({ data }: EventEnvelope<'CheckInEnded', EventData<'CheckInEnded'>>, manager: EntityManager) {
    await this.people.endCheckIn(manager, data.userId, data.checkInId);
  }
}
