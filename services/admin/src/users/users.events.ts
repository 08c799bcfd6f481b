import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { BusinessRepository } from '../businesses/business.repository.js';
import { Notifications } from '../notifications/notifications.service.js';
import { AuditLog } from '../audit/audit.repository.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

/**
 * The admin's picture of people (search, moderation, who gets notifications), from identity's events.
 * Each handler writes only its own columns, so any delivery order ends in the same row.
 */
@Injectable()
export class UsersEvents {
  constructor(
    private readonly businesses: BusinessRepository,
    private readonly notifications: Notifications,
    private readonly audit: AuditLog,
  ) {}

  @OnEvent('UserRegistered', { name: 'users_on_registered' })
  async onRegistered({ data }: Event<'UserRegistered'>, manager: EntityManager) {
    await manager.query(
      `INSERT INTO admin_users (user_id, email, registered_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, registered_at = EXCLUDED.registered_at`,
      [data.userId, data.email, data.registeredAt],
    );
  }

  @OnEvent('ProfileUpdated', { name: 'users_on_profile' })
  async onProfile({ data }: Event<'ProfileUpdated'>, manager: EntityManager) {
    await manager.query(
      `INSERT INTO admin_users (user_id, display_name) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name`,
      [data.userId, data.displayName],
    );
  }

  @OnEvent('UserSignedIn', { name: 'users_on_signed_in' })
  async onSignedIn({ data }: Event<'UserSignedIn'>, manager: EntityManager) {
    await manager.query(
      `INSERT INTO admin_users (user_id, last_sign_in_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET last_sign_in_at = GREATEST(admin_users.last_sign_in_at, EXCLUDED.last_sign_in_at)`,
      [data.userId, data.signedInAt],
    );
  }

  @OnEvent('RoleGranted', { name: 'users_on_role' })
  async onRole({ data }: Event<'RoleGranted'>, manager: EntityManager) {
    await manager.query(
      `INSERT INTO admin_users (user_id, email, role) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, email = COALESCE(admin_users.email, EXCLUDED.email)`,
      [data.userId, data.email, data.role],
    );
  }

  /** A new venue owner: their business exists from now on, and platform admins hear of it. */
  @OnEvent('BusinessAdminPromoted', { name: 'users_on_business_admin' })
  async onBusinessAdmin({ data }: Event<'BusinessAdminPromoted'>, manager: EntityManager) {
    await manager.query(
      `INSERT INTO admin_users (user_id, email, is_business_admin) VALUES ($1, $2, true)
       ON CONFLICT (user_id) DO UPDATE SET is_business_admin = true, email = COALESCE(admin_users.email, EXCLUDED.email)`,
      [data.userId, data.email],
    );
    const business = await this.businesses.ensure(data.userId, manager);
    await this.audit.record(manager, {
      actorUserId: data.userId,
      businessId: business.id,
      actionType: 'business_admin_promoted',
      targetType: 'business',
      targetId: business.id,
      description: `${data.email} became a business admin with a new business`,
    });
    await this.notifications.create(manager, {
      kind: 'business_admin',
      businessId: null,
      title: 'New business admin',
      message: `${data.email} is now a business admin.`,
      priority: 'normal',
      sourceId: data.userId,
    });
  }

  @OnEvent('UserDeleted', { name: 'users_on_deleted' })
  async onDeleted({ data, occurredAt }: Event<'UserDeleted'>, manager: EntityManager) {
    // Counts keep the fact that someone signed up; the person's details go.
    await manager.query(
      `INSERT INTO admin_users (user_id, deleted_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET deleted_at = EXCLUDED.deleted_at, email = NULL, display_name = NULL`,
      [data.userId, occurredAt],
    );
  }
}
