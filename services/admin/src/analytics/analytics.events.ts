import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { OnEvent, READ_MODEL_GATHER_MS, type StatementInbox } from '@converge/platform';
import { AnalyticsRepository } from './analytics.repository.js';

type Event<T extends Parameters<typeof OnEvent>[0]> = EventEnvelope<T, EventData<T>>;

/**
 * Analytics come from facts other services publish, one activity row per event (keyed by the event
 * id, so a redelivery counts once), plus the venue → business map that scopes a business admin's figures.
 */
@Injectable()
export class AnalyticsEvents {
  constructor(private readonly repo: AnalyticsRepository) {}

  @OnEvent('UserRegistered', { name: 'activity_on_registered' })
  async onRegistered({ id, data }: Event<'UserRegistered'>, manager: EntityManager) {
    await this.repo.countActivity(manager, id, 'signup', data.userId, null, data.registeredAt);
  }

  @OnEvent('UserSignedIn', { name: 'activity_on_signed_in' })
  async onSignedIn({ id, data }: Event<'UserSignedIn'>, manager: EntityManager) {
    await this.repo.countActivity(manager, id, 'signin', data.userId, null, data.signedInAt);
  }

  @OnEvent('SignInFailed', { name: 'activity_on_signin_failed' })
  async onSignInFailed({ id, data }: Event<'SignInFailed'>, manager: EntityManager) {
    await this.repo.countActivity(manager, id, 'signin_failed', data.userId, null, data.failedAt);
  }

  /** A batch of check-ins, one activity row each, in one statement, the inbox's included. */
  @OnEvent('CheckedIn', { name: 'activity_on_checked_in', batch: 'statement', gatherMs: READ_MODEL_GATHER_MS })
  async onCheckedIn(events: Event<'CheckedIn'>[], manager: EntityManager, inbox: StatementInbox) {
    await this.repo.countActivities(
      manager,
      'checkin',
      events.map(({ id, occurredAt, data }) => ({ eventId: id, userId: data.userId, venueId: data.venueId, at: occurredAt, presence: data.presence ?? null })),
      inbox,
    );
  }

  /**
   * One row per match (the venue's business sees it); user_id is the first person. Batched (one inbox
   * transaction for the matches waiting): its one write ignores a repeat.
   */
  @OnEvent('MatchCreated', { name: 'activity_on_match', batch: true })
  async onMatch({ id, data }: Event<'MatchCreated'>, manager: EntityManager) {
    await this.repo.countActivity(manager, id, 'match', data.userAId, data.venueId, data.createdAt);
  }

  @OnEvent('ReportFiled', { name: 'activity_on_report' })
  async onReport({ id, occurredAt, data }: Event<'ReportFiled'>, manager: EntityManager) {
    // Reports from "Does this bother you?" are counted apart (the dashboard shows how often the prompt leads to one).
    const kind = data.source === 'bother_prompt' ? 'report_bother_prompt' : 'report';
    await this.repo.countActivity(manager, id, kind, data.reportedUserId, null, data.createdAt ?? occurredAt);
  }

  @OnEvent('EmergencyActivated', { name: 'activity_on_emergency' })
  async onEmergency({ id, data }: Event<'EmergencyActivated'>, manager: EntityManager) {
    await this.repo.countActivity(manager, id, 'emergency', data.userId, null, data.activatedAt);
  }

  @OnEvent('VenueCreated', { name: 'venues_on_created' })
  async onVenueCreated({ data }: Event<'VenueCreated'>, manager: EntityManager) {
    await this.repo.upsertVenue(manager, data.venueId, data.businessId, data.name, true);
  }

  @OnEvent('VenueUpdated', { name: 'venues_on_updated' })
  async onVenueUpdated({ data }: Event<'VenueUpdated'>, manager: EntityManager) {
    await this.repo.upsertVenue(manager, data.venueId, data.businessId, data.name, data.isActive);
  }
}
