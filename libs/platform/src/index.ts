// Everything of the platform. A process without a database imports `@converge/platform/core` instead (core.ts).
export * from './core.js';
export * from './database/ensure-database.js';
export * from './database/data-source.js';
export * from './database/named-sql.js';
export * from './database/returned-rows.js';
export * from './database/timestamps.js';
export * from './database/turn-batch.js';
export * from './messaging/event-publisher.js';
export * from './messaging/outbox-relay.js';
export * from './messaging/messaging-retention.js';
export * from './messaging/on-event.decorator.js';
export * from './messaging/event-consumer-host.js';
export * from './rpc/rpc-handler.decorator.js';
export * from './notifications/notifications.config.js';
export * from './notifications/sms-sender.js';
export * from './notifications/notifications.module.js';
export * from './notifications/mailer.js';
export * from './platform.module.js';

// Read models more than one service keeps from the same events.
export * from './read-models/verification-levels.js';

// Tests.
export * from './testing/test-namespace.js';
export * from './testing/boot-service.js';
export * from './testing/free-port.js';
export * from './testing/eventually.js';
export * from './testing/settled.js';
export * from './testing/failures.js';
export * from './testing/service-under-test.js';
