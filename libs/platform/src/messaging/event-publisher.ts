import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { createEnvelope, eventCatalog, type EventData, type EventEnvelope, type EventType } from '@converge/contracts';
import { currentRequestId } from '../logging/logger.js';
import { Naming } from '../config/naming.js';
import { PLATFORM_OPTIONS } from './tokens.js';
import type { PlatformOptions } from '../platform-options.js';

export const OUTBOX_CHANNEL = 'converge_outbox';

/**
 * Writes an event into the outbox inside the caller's transaction, so the state change and the fact
 * that it happened commit together. The NOTIFY fires at commit and wakes the relay at once.
 */
@Injectable()
export class EventPublisher {
  constructor(
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    private readonly naming: Naming,
  ) {}

  async publish<T extends EventType>(manager: EntityManager, type: T, data: EventData<T>): Promise<EventEnvelope<T, EventData<T>>> {
    const definition = eventCatalog[type];
    const parsed = definition.schema.parse(data) as EventData<T>;
    const envelope = createEnvelope(type, parsed, this.options.service);
    const requestId = currentRequestId();
    await manager.query(
      'INSERT INTO outbox (id, type, subject, payload, headers, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [envelope.id, type, this.naming.subject(definition.subject), JSON.stringify(envelope), JSON.stringify(requestId ? { 'x-request-id': requestId } : {}), envelope.occurredAt],
    );
    await manager.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, '']);
    return envelope;
  }
}
