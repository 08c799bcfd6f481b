export * from './config/config.js';
export * from './config/naming.js';
export * from './logging/logger.js';
export * from './database/ensure-database.js';
export * from './database/data-source.js';
export * from './database/named-sql.js';
export * from './database/returned-rows.js';
export * from './redis/redis-script.js';
export * from './redis/invalidation-listener.js';
export * from './caching/short-lived-map.js';
export * from './messaging/tokens.js';
export * from './messaging/nats-connection.js';
export * from './messaging/stream.js';
export * from './messaging/event-publisher.js';
export * from './messaging/outbox-relay.js';
export * from './messaging/on-event.decorator.js';
export * from './messaging/event-consumer-host.js';
export * from './rpc/rpc-handler.decorator.js';
export * from './rpc/rpc-pipeline.js';
export * from './rpc/rpc-server-host.js';
export * from './rpc/rpc-client.js';
export * from './rpc/rpc-reply.js';
export * from './rpc/raw-json.js';
export * from './rpc/to-rpc-error.js';
export * from './jobs/job-scheduler.js';
export * from './jobs/sweeper.js';
export * from './notifications/notifications.config.js';
export * from './notifications/sms-sender.js';
export * from './notifications/notifications.module.js';
export * from './health/health.service.js';
export * from './lifecycle.js';
export * from './platform.module.js';
export * from './platform-options.js';
export * from './bootstrap.js';
export * from './runtime/startup-garbage.js';
export * from './runtime/worker-thread-client.js';
export * from './testing/test-namespace.js';
export * from './testing/boot-service.js';
export * from './testing/free-port.js';
export * from './notifications/mailer.js';
export * from './testing/eventually.js';
export * from './testing/settled.js';

// Observability: Prometheus metrics, W3C trace context, OpenTelemetry export when configured.
export * from './observability/metrics.js';
export * from './observability/metrics-http-server.js';
export * from './observability/trace-context.js';
export * from './observability/tracing.js';

// Read models more than one service keeps from the same events.
export * from './read-models/verification-levels.js';
export * from './testing/failures.js';
export * from './testing/service-under-test.js';
export * from './database/timestamps.js';

// A value against its schema (the gateway's @Answers check, the RPC server's reply check).
export * from './rpc/reply-shape.js';
