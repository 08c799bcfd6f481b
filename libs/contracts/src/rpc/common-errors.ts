import { ADMIN_ACCESS_DENIED, ADMIN_MESSAGES } from '../schemas/admin.js';
import { RpcError } from './rpc-error.js';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The errors any process may answer with (the RPC layer in libs/platform, the gateway, every service),
 * each sentence with its own code: the web shows its own translation of a code (its `errors` namespace).
 */
export const commonErrors = {
  unauthorized: () => RpcError.unauthorized(),
  /** Not an admin of any kind: the guards, the RPC layer and the admin services answer the same. */
  adminAccessDenied: () => RpcError.forbidden(ADMIN_MESSAGES.accessDenied, ADMIN_ACCESS_DENIED),
  serviceUnavailable: () => RpcError.unavailable(),
  internal: () => new RpcError(500, 'INTERNAL', INTERNAL_MESSAGE),
  /** A value the database could not take (Postgres class 22): the sender's input, never a 500. */
  unreadableText: () =>
    RpcError.badRequest('Some text contains a character we cannot accept (a NUL byte or a broken character). Please remove it and try again.', undefined, 'UNREADABLE_TEXT'),
  invalidValues: () => RpcError.badRequest('Some of the values sent are not valid.', undefined, 'INVALID_VALUES'),
} as const;
