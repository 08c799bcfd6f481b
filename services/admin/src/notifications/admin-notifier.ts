import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventPublisher } from '@converge/platform';
import { BusinessesRepository } from '../businesses/businesses.repository.js';
import { NotificationsRepository, type NewNotification } from './notifications.repository.js';

/**
 * Writes an admin notification and, in the same transaction, AdminNotificationCreated naming the
 * admins who should get it live (every platform admin; the business's owner for its own).
 */
@Injectable()
export class AdminNotifier {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly events: EventPublisher,
    private readonly businesses: BusinessesRepository,
  ) {}

  async create(manager: EntityManager, n: NewNotification): Promise<string | null> {
    const row = await this.repo.insert(manager, n);
    if (!row) return null;
    const admins = await this.repo.platformAdmins(manager);
    const owners = n.businessId ? await this.businesses.owners([n.businessId], manager) : [];
    const recipientUserIds = [...new Set([...admins, ...owners])];
    await this.events.publish(manager, 'AdminNotificationCreated', {
      notificationId: row.id,
      title: n.title,
      message: n.message,
      key: n.key,
      params: n.params,
      priority: n.priority,
      createdAt: row.created_at.toISOString(),
      recipientUserIds,
    });
    return row.id;
  }
}
