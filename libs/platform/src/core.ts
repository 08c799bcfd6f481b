// `@converge/platform/core`: what a process without a database needs (the gateway), without TypeORM and
// pg (~8 MB of heap in every gateway replica). The main entry (index.ts) is this plus the database side.
export * from './config/config.js';
export * from './config/naming.js';
export * from './logging/logger.js';
export * from './redis/redis-script.js';
export * from './redis/invalidation-listener.js';
export * from './caching/short-lived-map.js';
export * from './messaging/tokens.js';
export * from './messaging/nats-connection.js';
export * from './messaging/stream.js';
export * from './rpc/rpc-pipeline.js';
export * from './rpc/rpc-server-host.js';
export * from './rpc/rpc-client.js';
export * from './rpc/rpc-reply.js';
export * from './rpc/raw-json.js';
export * from './rpc/to-rpc-error.js';
export * from './jobs/job-scheduler.js';
export * from './jobs/sweeper.js';
export * from './health/health.service.js';
export * from './lifecycle.js';
export * from './platform-core.module.js';
export * from './platform-options.js';
export * from './bootstrap.js';
export * from './runtime/startup-garbage.js';
export * from './runtime/worker-thread-client.js';

// Observability: Prometheus metrics, W3C trace context, OpenTelemetry export when configured.
export * from './observability/metrics.js';
export * from './observability/metrics-http-server.js';
export * from './observability/trace-context.js';
export * from './observability/tracing.js';

// A value against its schema (the gateway's @Answers check, the RPC server's reply check).
export * from './rpc/reply-shape.js';
