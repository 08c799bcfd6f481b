import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { CheckInsRepository } from './check-ins.repository.js';

/** Keeps safety's read model of venues' opt-in safety contacts and their venue's language (an idempotent upsert or delete). */
@Injectable()
export class CheckInsEvents {
  constructor(private readonly checkIns: CheckInsRepository) {}

  @OnEvent('VenueSafetyContactChanged', { name: 'check_ins_on_venue_safety_contact' })
  async onVenueContact({ data }: EventEnvelope<'VenueSafetyContactChanged', EventData<'VenueSafetyContactChanged'>>, manager: EntityManager) {
    // Absent in events from before venues had a language: English, as alerts were then.
    await this.checkIns.setVenueContact(manager, data.venueId, data.venueName, data.contact, data.language ?? 'en');
  }
}
