import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BaseConfig } from './config/config.js';
import { Naming } from './config/naming.js';
import { openDataSource } from './database/data-source.js';
import { CONFIG, DATA_SOURCE, EVENT_CONSUMERS, OUTBOX_RELAY } from './messaging/tokens.js';
import { EventPublisher } from './messaging/event-publisher.js';
import { OutboxRelay } from './messaging/outbox-relay.js';
import { EventConsumerHost } from './messaging/event-consumer-host.js';
import { MessagingRetention } from './messaging/messaging-retention.js';
import { coreProviders, platformModuleOf } from './platform-core.module.js';
import type { PlatformOptions } from './platform-options.js';

/**
 * Everything a service needs, wired in one line:
 * `PlatformModule.forService({ service: 'chat', entities, migrations, config })`.
 * Inject CONFIG, LOGGER, DataSource, EventPublisher, RpcClient, JobScheduler, Sweeper as needed.
 */
@Module({})
export class PlatformModule {
  static forService(options: PlatformOptions): DynamicModule {
    const providers: Provider[] = coreProviders(options);
    if (options.database !== false) {
      providers.push(
        {
          provide: DataSource,
          useFactory: (config: BaseConfig, naming: Naming) =>
            openDataSource({
              serverUrl: config.DATABASE_URL,
              database: naming.database(options.service),
              entities: options.entities ?? [],
              migrations: options.migrations ?? [],
              poolSize: config.DB_POOL_SIZE,
            }),
          inject: [CONFIG, Naming],
        },
        EventPublisher,
        OutboxRelay,
        EventConsumerHost,
        MessagingRetention,
        // The same instances under the tokens the core parts (RPC server, health, lifecycle) ask for.
        { provide: DATA_SOURCE, useExisting: DataSource },
        { provide: OUTBOX_RELAY, useExisting: OutboxRelay },
        { provide: EVENT_CONSUMERS, useExisting: EventConsumerHost },
      );
    }
    return platformModuleOf(PlatformModule, providers);
  }
}
