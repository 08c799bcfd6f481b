export * from './events/envelope.js';
export * from './events/catalog.js';
export * from './rpc/rpc-error.js';
export * from './rpc/actor.js';
export * from './rpc/patterns.js';
export * from './schemas/chat.js';
export * from './schemas/venue.js';
