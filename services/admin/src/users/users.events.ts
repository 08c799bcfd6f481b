import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { BusinessesRepository } from '../businesses/businesses.repository.js';
import { AdminNotifier } from '../notifications/admin-notifier.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { businessAdminPromotedLine } from '../audit/audit-lines.rules.js';
import { businessAdminNotice } from '../notifications/notices.rules.js';
import { UsersRepository } from './users.repository.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

/**
 * The admin's picture of people (search, moderation, who gets notifications), from identity's events.
 * Each handler writes only its own columns, so any delivery order ends in the same row.
 */
@Injectable()
export class UsersEvents {
  constructor(
    private readonly users: UsersRepository,
    private readonly businesses: BusinessesRepository,
    private readonly notifier: AdminNotifier,
    private readonly audit: AuditRepository,
  ) {}

  @OnEvent('UserRegistered', { name: 'users_on_registered' })
  async onRegistered({ data }: Event<'UserRegistered'>, manager: EntityManager) {
    await this.users.registered(manager, data.userId, data.email, data.registeredAt);
  }

  @OnEvent('ProfileUpdated', { name: 'users_on_profile' })
  async onProfile({ data }: Event<'ProfileUpdated'>, manager: EntityManager) {
    await this.users.setDisplayName(manager, data.userId, data.displayName);
  }

  @OnEvent('UserSignedIn', { name: 'users_on_signed_in' })
  async onSignedIn({ data }: Event<'UserSignedIn'>, manager: EntityManager) {
    await this.users.signedIn(manager, data.userId, data.signedInAt);
  }

  @OnEvent('RoleGranted', { name: 'users_on_role' })
  async onRole({ data }: Event<'RoleGranted'>, manager: EntityManager) {
    await this.users.setRole(manager, data.userId, data.email, data.role);
  }

  /** A new venue owner: their business exists from now on, and platform admins hear of it. */
  @OnEvent('BusinessAdminPromoted', { name: 'users_on_business_admin' })
  async onBusinessAdmin({ data }: Event<'BusinessAdminPromoted'>, manager: EntityManager) {
    await this.users.markBusinessAdmin(manager, data.userId, data.email);
    const business = await this.businesses.ensure(data.userId, manager);
    await this.audit.record(manager, {
      actorUserId: data.userId,
      businessId: business.id,
      actionType: 'business_admin_promoted',
      targetType: 'business',
      targetId: business.id,
      ...businessAdminPromotedLine(data.email),
    });
    await this.notifier.create(manager, {
      kind: 'business_admin',
      businessId: null,
      ...businessAdminNotice(data.email),
      priority: 'normal',
      sourceId: data.userId,
    });
  }

  @OnEvent('UserDeleted', { name: 'users_on_deleted' })
  async onDeleted({ data, occurredAt }: Event<'UserDeleted'>, manager: EntityManager) {
    // Counts keep the fact that someone signed up; the person's details go.
    await this.users.deleted(manager, data.userId, occurredAt);
  }
}
