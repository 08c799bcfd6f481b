import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface EmergencyRow {
  id: string;
  activated_at: Date;
  contacts_to_notify: number;
}

@Injectable()
export class EmergencyRepository {
  async insert(
    manager: EntityManager,
    e: {
      id: string;
      userId: string;
      location: string;
      clientTimestamp: string | null;
      userAgent: string;
      latitude: number | null;
      longitude: number | null;
      venueName: string | null;
      shareId: string | null;
      contacts: number;
    },
  ): Promise<EmergencyRow> {
    const [row] = await manager.query(
      `INSERT INTO emergencies (id, user_id, location, client_timestamp, user_agent, latitude, longitude, venue_name, share_id, contacts_to_notify)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, activated_at, contacts_to_notify`,
      [e.id, e.userId, e.location, e.clientTimestamp, e.userAgent, e.latitude, e.longitude, e.venueName, e.shareId, e.contacts],
    );
    return row;
  }
}
