import type { AdminNotification } from '../schemas/admin.js';

/** socket.io events the gateway pushes for the admin dashboard and for moderated people. */
export const ADMIN_SOCKET_EVENTS = {
  /** A new admin notification, to each admin who should see it (platform: all; business: their venues). */
  notification: 'admin:notification',
  /** To a person an admin warned: {reason}. */
  warned: 'account:warned',
  /** To a person just suspended or banned, before their sockets are closed: {message, until}. */
  suspended: 'account:suspended',
} as const;

export type AdminNotificationPush = AdminNotification;
export interface AccountWarnedPush {
  reason: string;
}
export interface AccountSuspendedPush {
  message: string;
  /** ISO time the suspension ends; null for a ban. */
  until: string | null;
}
