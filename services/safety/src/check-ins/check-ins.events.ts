import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { CheckInsRepository } from './check-ins.repository.js';

/** Keeps safety's read model of venues' opt-in safety contacts (an idempotent upsert or delete). */
@Injectable()
export class CheckInsEvents {
  constructor(private readonly checkIns: CheckInsRepository) {}

  @OnEvent('VenueSafetyContactChanged', { name: 'check_ins_on_venue_safety_contact' })
  async onVenueContact({ data }: EventEnvelope<'VenueSafetyContactChanged', EventData<'VenueSafetyContactChanged'>>, manager: EntityManager) {
    await this.checkIns.setVenueContact(manager, data.venueId, data.venueName, data.contact);
  }
}
