export * from './events/envelope.js';
export * from './events/catalog.js';
export * from './rpc/rpc-error.js';
export * from './rpc/common-errors.js';
export * from './rpc/actor.js';
export * from './rpc/patterns.js';
export * from './schemas/chat.js';
export * from './schemas/chat-constants.js';
export * from './schemas/moderation.js';
export * from './schemas/moderation-categories.js';
export * from './schemas/venue.js';
export * from './schemas/matching.js';
export * from './schemas/identity.js';
export * from './schemas/safety.js';
export * from './schemas/report-reasons.js';
export * from './schemas/date-plans.js';
export * from './schemas/hidden-words.js';
export * from './schemas/privacy.js';
export * from './realtime/safety.js';
export * from './realtime/check-ins.js';
export * from './schemas/admin.js';
export * from './schemas/admin-keys.js';
export * from './realtime/admin.js';
export * from './geo/grid.js';
export * from './live/looking-for.js';
export * from './schemas/live.js';
export * from './schemas/live-constants.js';
export * from './schemas/text-key.js';
export * from './realtime/live.js';
export * from './schemas/verification.js';
export * from './realtime/verification.js';
export * from './schemas/ids.js';
export * from './schemas/time-ordered-id.js';
export * from './schemas/meeting.js';
export * from './realtime/socket-events.js';
export * from './schemas/professional.js';
export * from './realtime/professional.js';

// Text without NUL bytes or lone surrogates; zod messages that name the field.
export * from './schemas/text.js';
export * from './schemas/issue-sentences.js';

// Plausible movement (live discovery and meeting positions).
export * from './geo/movement.js';

// Emergency numbers by the venue's country.
export * from './safety/emergency-numbers.js';
export * from './safety/hidden-words.rules.js';
export * from './realtime/venue-discovery.js';
// Web push subscriptions and payloads.
export * from './schemas/push.js';
// The ice-breaker template generator: live discovery and the empty chat's starters.
export * from './live/ice-breakers.js';
export * from './schemas/ice-breakers.js';
// A venue's country and time zone: ISO 3166-1 codes and IANA zone names.
export * from './geo/countries.js';
// Every RPC subject's reply schema (RpcReplyOf<S>, replySchemaFor).
export * from './rpc/replies.js';
// A like or a message request needs a shared context; who hears a discovery push.
export * from './schemas/reach.js';
export * from './schemas/sessions.js';
// "Check on me" timers, the safety PIN and the duress PIN.
export * from './schemas/check-ins.js';
// The five languages, the browser's Accept-Language, right to left.
export * from './i18n/languages.js';
export * from './i18n/language-paths.js';
export * from './i18n/language-schema.js';
export * from './i18n/messages.js';
export * from './screens/first-reads.js';
