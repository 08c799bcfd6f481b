import { ADMIN_MESSAGES, RpcError, commonErrors } from '@converge/contracts';

/**
 * Every error the admin service answers with, by name. Status, code, message and fields are what
 * the dashboard and the tests rely on: change them here only on purpose.
 */
export const errors = {
  unauthorized: commonErrors.unauthorized,
  /** Not an admin of any kind. */
  accessDenied: commonErrors.adminAccessDenied,
  /** A business admin asking for platform totals, moderation or people. */
  platformOnly: () => RpcError.forbidden(ADMIN_MESSAGES.platformOnly, 'PLATFORM_ADMIN_ONLY'),
  superAdminOnly: () => RpcError.forbidden(ADMIN_MESSAGES.superAdminOnly, 'SUPER_ADMIN_ONLY'),
  userNotFound: () => RpcError.notFound(ADMIN_MESSAGES.userNotFound, 'USER_NOT_FOUND'),
  caseNotFound: () => RpcError.notFound(ADMIN_MESSAGES.caseNotFound, 'CASE_NOT_FOUND'),
  ownCase: () => RpcError.conflict('You cannot decide a report about yourself.', 'OWN_CASE'),
  caseDecided: () => RpcError.conflict(ADMIN_MESSAGES.caseClosed, 'CASE_DECIDED'),
  notSuspended: () => RpcError.conflict('Only a suspended or banned person can be reinstated.', 'NOT_SUSPENDED'),
  notificationNotFound: () => RpcError.notFound('Notification not found.', 'NOTIFICATION_NOT_FOUND'),
} as const;
