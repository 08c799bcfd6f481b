import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ADMIN_SOCKET_EVENTS, BANNED_MESSAGE, suspendedMessage, type AccountSuspendedPush, type AccountWarnedPush, type AdminNotificationPush } from '@converge/contracts';
import { adminRoleCache } from '../../auth/admin.guard.js';
import { GateCache } from '../../auth/gate-cache.js';
import { SessionStore } from '../../auth/session.store.js';
import { EventFanout } from '../event-fanout.js';
import { SocketServer } from '../socket-server.js';

/**
 * Admin notifications live to the admins they are for; moderation reaches the person at once: a
 * suspension or ban ends every session and socket (identity refuses the next sign-in), a warning is shown.
 */
@Injectable()
export class AdminPusher implements OnModuleInit {
  constructor(
    private readonly fanout: EventFanout,
    private readonly sockets: SocketServer,
    private readonly sessions: SessionStore,
    private readonly gates: GateCache,
  ) {}

  onModuleInit(): void {
    this.fanout.on('AdminNotificationCreated', ({ data }) => {
      const push: AdminNotificationPush = {
        id: data.notificationId,
        title: data.title,
        message: data.message,
        key: data.key ?? null,
        params: data.params ?? {},
        priority: data.priority,
        isRead: false,
        createdAt: data.createdAt,
      };
      for (const userId of data.recipientUserIds) this.sockets.toUser(userId).emit(ADMIN_SOCKET_EVENTS.notification, push);
    });
    this.fanout.on('UserSuspended', async ({ data }) => {
      adminRoleCache.forget(data.userId);
      this.gates.forget(data.userId);
      await this.sessions.destroyAllForUser(data.userId);
      const push: AccountSuspendedPush = { message: data.banned || !data.until ? BANNED_MESSAGE : suspendedMessage(new Date(data.until)), until: data.until };
      this.sockets.toUser(data.userId).emit(ADMIN_SOCKET_EVENTS.suspended, push);
      this.sockets.disconnectUser(data.userId);
    });
    this.fanout.on('UserWarned', ({ data }) => {
      const push: AccountWarnedPush = { reason: data.reason };
      this.sockets.toUser(data.userId).emit(ADMIN_SOCKET_EVENTS.warned, push);
    });
    this.fanout.on('RoleGranted', ({ data }) => {
      // A grant or removal takes effect on this replica's next admin call, not after the cache's life.
      adminRoleCache.forget(data.userId);
      this.gates.forget(data.userId);
    });
  }
}
