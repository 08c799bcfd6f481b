import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { LIVE_NEARBY_SIGNAL, type GridCell, type LiveNearbyChange, type LiveNearbySignal } from '@converge/contracts';
import { LOGGER, NATS_CONNECTION, Naming, type Logger } from '@converge/platform';
import { LiveStatusStore } from './live-status.store.js';

/**
 * Tells the people who may have a person in range that their nearby list changed (no position, no id):
 * a core-NATS message the gateways push on. Best effort: a lost signal only delays a refresh.
 */
@Injectable()
export class LiveStatusSignals {
  constructor(
    private readonly store: LiveStatusStore,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly naming: Naming,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async signal(userId: string, cells: GridCell[], change: LiveNearbyChange): Promise<void> {
    try {
      const audience = new Set<string>();
      for (const cell of cells) for (const id of await this.store.audience(cell)) if (id !== userId) audience.add(id);
      if (audience.size === 0) return;
      const payload: LiveNearbySignal = { userIds: [...audience], push: { change, at: new Date().toISOString() } };
      this.nc.publish(this.naming.subject(LIVE_NEARBY_SIGNAL), JSON.stringify(payload));
    } catch (error) {
      this.logger.debug({ err: error }, 'live nearby signal dropped');
    }
  }
}
