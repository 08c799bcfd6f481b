import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CONFIG, EventPublisher } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { PeopleRepository } from '../people/people.repository.js';
import { CHECK_IN_RECIPIENT_NAME } from '../location-shares/share-recipient.rules.js';
import { FALLBACK_NAME } from '../people/people.rules.js';
import { TrustedContactsRepository } from '../trusted-contacts/trusted-contacts.repository.js';
import { OutgoingRepository } from '../outgoing/outgoing.repository.js';
import { OutgoingJobs } from '../outgoing/outgoing.jobs.js';
import { OutsideMail } from '../outside-mail/outside-mail.js';
import { LocationSharesRepository } from '../location-shares/location-shares.repository.js';
import { LocationSharesJobs } from '../location-shares/location-shares.jobs.js';
import { newShareToken, shareUrl } from '../location-shares/location-shares.rules.js';
import { CheckInsRepository } from './check-ins.repository.js';
import { absoluteUrl, checkInPageMessage, escalationMessages, standDownMessages, venueAlertMessages, type CheckInRow } from './check-ins.rules.js';

/** What to do once the escalating transaction has committed (Redis work never delays or undoes the commit). */
export interface AfterCommit {
  shareId: string | null;
  expiresAt: Date;
  refId: string;
}

/**
 * Alerting people for a check-in: a 4-hour live-location share for the trusted contacts, their mails
 * and texts, the venue's safety contact, and SafetyCheckInEscalated (admins), all in the caller's
 * transaction; the messages go out from the delivery job afterwards (the sweeper covers a lost job).
 * A duress escalation's share is of kind 'duress': never listed to the person nor pushed to their devices.
 */
@Injectable()
export class CheckInEscalation {
  constructor(
    private readonly events: EventPublisher,
    private readonly checkIns: CheckInsRepository,
    private readonly contacts: TrustedContactsRepository,
    private readonly people: PeopleRepository,
    private readonly shares: LocationSharesRepository,
    private readonly expiry: LocationSharesJobs,
    private readonly outgoing: OutgoingRepository,
    private readonly delivery: OutgoingJobs,
    private readonly outsideMail: OutsideMail,
    @Inject(CONFIG) private readonly config: SafetyConfig,
  ) {}

  async escalate(manager: EntityManager, row: CheckInRow, reason: 'no-answer' | 'duress', position: { latitude?: number; longitude?: number } = {}): Promise<AfterCommit> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.LOCATION_SHARE_DURATION_MS);
    const contacts = await this.contacts.list(manager, row.user_id);
    const personName = (await this.people.localNames([row.user_id], manager)).get(row.user_id) ?? FALLBACK_NAME;
    const checkIn = row.venue_id ? null : await this.people.currentCheckIn(row.user_id, manager);
    const venueId = row.venue_id ?? checkIn?.venueId ?? null;
    const venueName = row.venue_name ?? checkIn?.venueName ?? null;
    const emailsStopped = await this.outsideMail.optedOut(
      contacts.flatMap((c) => (c.email ? [c.email] : [])),
      manager,
    );
    const reachable = contacts.filter((c) => c.phone || (c.email && !emailsStopped.has(c.email))).length;
    const ownPhotoUrl = absoluteUrl(this.config.PUBLIC_URL, row.own_photo);
    let shareId: string | null = null;
    if (reachable) {
      const token = newShareToken();
      const language = await this.people.languageOf(row.user_id, manager);
      const share = await this.shares.insert(manager, {
        id: randomUUID(),
        user_id: row.user_id,
        token,
        kind: reason === 'duress' ? 'duress' : 'emergency',
        sharer_name: personName,
        recipient_name: CHECK_IN_RECIPIENT_NAME,
        recipient_phone: null,
        recipient_email: null,
        matched_with_name: row.match_name,
        matched_with_id: null,
        location: row.meet_point,
        venue_id: venueId,
        venue_name: venueName,
        latitude: position.latitude ?? null,
        longitude: position.longitude ?? null,
        message: checkInPageMessage(personName, language),
        message_language: language,
        expires_at: expiresAt,
      });
      shareId = share.id;
      await this.checkIns.setShare(manager, row.id, share.id);
      const facts = {
        personName,
        venueName,
        meetPoint: row.meet_point,
        matchName: row.match_name,
        matchPhotoUrl: absoluteUrl(this.config.PUBLIC_URL, row.match_photo),
        ownPhotoUrl,
        dueAt: new Date(row.due_at),
        url: shareUrl(this.config.PUBLIC_URL, token, language),
        language,
      };
      const unsubscribable = (email: string) => this.outsideMail.unsubscribable(email, facts.language);
      await this.outgoing.enqueue(manager, row.user_id, row.id, escalationMessages(facts, contacts, unsubscribable, emailsStopped));
    }
    const venue = await this.checkIns.venueContact(manager, venueId);
    if (venue) await this.outgoing.enqueue(manager, row.user_id, row.id, venueAlertMessages(venue, { personName, meetPoint: row.meet_point, ownPhotoUrl, at: now, reason: 'check-in' }));
    await this.events.publish(manager, 'SafetyCheckInEscalated', {
      checkInId: row.id,
      userId: row.user_id,
      reason,
      personName,
      venueName,
      meetPoint: row.meet_point,
      contactsToNotify: reachable,
      escalatedAt: now.toISOString(),
    });
    return { shareId, expiresAt, refId: row.id };
  }

  /** "I'm safe" after a no-answer escalation: the contacts are told, the live location stops. */
  async standDown(manager: EntityManager, row: CheckInRow): Promise<AfterCommit> {
    const contacts = await this.contacts.list(manager, row.user_id);
    const personName = (await this.people.localNames([row.user_id], manager)).get(row.user_id) ?? FALLBACK_NAME;
    const emailsStopped = await this.outsideMail.optedOut(
      contacts.flatMap((c) => (c.email ? [c.email] : [])),
      manager,
    );
    const language = await this.people.languageOf(row.user_id, manager);
    await this.outgoing.enqueue(manager, row.user_id, row.id, standDownMessages(personName, contacts, emailsStopped, language));
    return { shareId: null, expiresAt: new Date(), refId: row.id };
  }

  /** The venue's staff hear of an emergency activated at their venue (the emergency button's own transaction). */
  async alertVenueOfEmergency(
    manager: EntityManager,
    e: { userId: string; activationId: string; venueId: string | null; personName: string; at: Date; photo: string | null },
  ): Promise<boolean> {
    const venue = await this.checkIns.venueContact(manager, e.venueId);
    if (!venue) return false;
    const meetPoint = await this.checkIns.currentMeetPoint(manager, e.userId);
    const photo = e.photo ?? (await this.checkIns.latestOwnPhoto(manager, e.userId));
    await this.outgoing.enqueue(
      manager,
      e.userId,
      e.activationId,
      venueAlertMessages(venue, { personName: e.personName, meetPoint, ownPhotoUrl: absoluteUrl(this.config.PUBLIC_URL, photo), at: e.at, reason: 'emergency' }),
    );
    return true;
  }

  /** After the commit, not awaited by answers: a slow or absent Redis is covered by the sweepers. */
  async afterCommit(done: AfterCommit): Promise<void> {
    if (done.shareId) await this.expiry.schedule(done.shareId, done.expiresAt);
    await this.delivery.deliverSoon(done.refId);
  }
}
