/** Injection tokens for the platform's shared connections. */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const REDIS = Symbol('REDIS');
export const LOGGER = Symbol('LOGGER');
export const CONFIG = Symbol('CONFIG');
export const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');
