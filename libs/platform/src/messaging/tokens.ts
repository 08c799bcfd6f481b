/** Injection tokens for the platform's shared connections. */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const REDIS = Symbol('REDIS');
export const LOGGER = Symbol('LOGGER');
export const CONFIG = Symbol('CONFIG');
export const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');

/**
 * The database side (the outbox relay, the event consumers, TypeORM's DataSource), for the parts every
 * process has (RPC server, health, lifecycle) to drive when there is one. Tokens instead of the classes,
 * so that those parts do not import TypeORM and pg: a process without a database (the gateway) never
 * loads them (see core.ts).
 */
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
export const EVENT_CONSUMERS = Symbol('EVENT_CONSUMERS');
export const DATA_SOURCE = Symbol('DATA_SOURCE');
