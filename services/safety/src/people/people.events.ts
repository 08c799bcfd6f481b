import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent, READ_MODEL_GATHER_MS, type StatementInbox } from '@converge/platform';
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

  /**
   * A batch of check-ins in one statement, the inbox's included: each replaces the person's row, so per
   * person the last one (the list is in stream order). A check-in's `replaced` needs nothing more: that
   * check-in is the row it overwrites.
   */
  @OnEvent('CheckedIn', { name: 'people_on_checkin', batch: 'statement', gatherMs: READ_MODEL_GATHER_MS })
  async onCheckIn(events: EventEnvelope<'CheckedIn', EventData<'CheckedIn'>>[], manager: EntityManager, inbox: StatementInbox) {
    await this.people.setCheckIns(
      manager,
      inbox,
      events.map(({ id, data }) => ({ eventId: id, ...data })),
    );
  }

  @OnEvent('CheckInEnded', { name: 'people_on_checkin_ended', batch: 'statement', gatherMs: READ_MODEL_GATHER_MS })
  async onCheckInEnded(events: EventEnvelope<'CheckInEnded', EventData<'CheckInEnded'>>[], manager: EntityManager, inbox: StatementInbox) {
    await this.people.endCheckIns(
      manager,
      inbox,
      events.map(({ id, data }) => ({ eventId: id, ...data })),
    );
  }
}
