import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { emergencySchema, RPC, type EmergencyDto, type EmergencyInput, type SignedInPayload } from '@converge/contracts';
import { CONFIG, EventPublisher, isoOrNull, RpcHandler } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { PeopleRepository } from '../people/people.repository.js';
import { OwnPhotos } from '../people/own-photos.js';
import { EMERGENCY_RECIPIENT_NAME } from '../location-shares/share-recipient.rules.js';
import { FALLBACK_NAME } from '../people/people.rules.js';
import { TrustedContactsRepository } from '../trusted-contacts/trusted-contacts.repository.js';
import { OutgoingRepository } from '../outgoing/outgoing.repository.js';
import { OutgoingJobs } from '../outgoing/outgoing.jobs.js';
import { OutsideMail } from '../outside-mail/outside-mail.js';
import { LocationSharesRepository } from '../location-shares/location-shares.repository.js';
import { LocationSharesJobs } from '../location-shares/location-shares.jobs.js';
import { newShareToken, shareUrl } from '../location-shares/location-shares.rules.js';
import { EmergencyRepository } from './emergency.repository.js';
import { emergencyMessages, emergencyPageMessage } from './emergency.rules.js';
import { CheckInEscalation } from '../check-ins/check-in-escalation.js';

/**
 * The panic button. Everything it needs is in safety's own database (contacts, the name and check-in
 * read models), so it is stored and answered with no other service running; the activation, a live
 * location share for the contacts, their mails/texts and EmergencyActivated commit together, and the
 * messages go out from a job afterwards (retried; the sweeper covers a crash or a lost job).
 */
@Injectable()
export class EmergencyHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly emergencies: EmergencyRepository,
    private readonly contacts: TrustedContactsRepository,
    private readonly people: PeopleRepository,
    private readonly shares: LocationSharesRepository,
    private readonly expiry: LocationSharesJobs,
    private readonly outgoing: OutgoingRepository,
    private readonly delivery: OutgoingJobs,
    private readonly outsideMail: OutsideMail,
    private readonly checkIns: CheckInEscalation,
    private readonly ownPhotos: OwnPhotos,
    @Inject(CONFIG) private readonly config: SafetyConfig,
  ) {}

  @RpcHandler(RPC.safety.activateEmergency, { actor: 'required', input: emergencySchema })
  async activate({ actor, ...input }: SignedInPayload<EmergencyInput>): Promise<EmergencyDto> {
    const id = randomUUID();
    const activatedAt = new Date();
    const expiresAt = new Date(activatedAt.getTime() + this.config.LOCATION_SHARE_DURATION_MS);
    // For the venue's staff, before the transaction (never held open for another service); at most 0.8 s.
    const photo = await this.ownPhotos.mainPhotoOf(actor);

    const { row, shareId, venueAlerted } = await this.dataSource.transaction(async (manager) => {
      const contacts = await this.contacts.list(manager, actor.userId);
      const personName = (await this.people.localNames([actor.userId], manager)).get(actor.userId) ?? FALLBACK_NAME;
      const checkIn = await this.people.currentCheckIn(actor.userId, manager);
      const venueName = checkIn?.venueName ?? null;
      let shareId: string | null = null;
      // A contact whose only way is an email address that asked for no more mail cannot be told.
      const emailsStopped = await this.outsideMail.optedOut(
        contacts.flatMap((c) => (c.email ? [c.email] : [])),
        manager,
      );
      const reachable = contacts.filter((c) => c.phone || (c.email && !emailsStopped.has(c.email))).length;
      if (reachable) {
        const token = newShareToken();
        const language = await this.people.languageOf(actor.userId, manager);
        const share = await this.shares.insert(manager, {
          id: randomUUID(),
          user_id: actor.userId,
          token,
          kind: 'emergency',
          sharer_name: personName,
          recipient_name: EMERGENCY_RECIPIENT_NAME,
          recipient_phone: null,
          recipient_email: null,
          matched_with_name: null,
          matched_with_id: null,
          location: input.location || null,
          venue_id: checkIn?.venueId ?? null,
          venue_name: venueName,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          message: emergencyPageMessage(personName, language),
          message_language: language,
          expires_at: expiresAt,
        });
        shareId = share.id;
        const url = shareUrl(this.config.PUBLIC_URL, token, language);
        const unsubscribable = (email: string) => this.outsideMail.unsubscribable(email, language);
        await this.outgoing.enqueue(manager, actor.userId, id, emergencyMessages({ personName, activatedAt, venueName, url, contacts, unsubscribable, emailsStopped, language }));
      }
      // The venue's opt-in safety contact: staff can reach the person in minutes.
      const venueAlerted = await this.checkIns.alertVenueOfEmergency(manager, {
        userId: actor.userId,
        activationId: id,
        venueId: checkIn?.venueId ?? null,
        personName,
        at: activatedAt,
        photo,
      });
      const row = await this.emergencies.insert(manager, {
        id,
        userId: actor.userId,
        location: input.location,
        clientTimestamp: input.timestamp ?? null,
        userAgent: input.userAgent,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        venueName,
        shareId,
        contacts: reachable,
      });
      await this.events.publish(manager, 'EmergencyActivated', {
        activationId: id,
        userId: actor.userId,
        location: input.location || null,
        activatedAt: isoOrNull(row.activated_at)!,
        venueName,
        contactsToNotify: reachable,
      });
      return { row, shareId, venueAlerted };
    });
    // After the commit, not awaited: a slow or absent Redis must not delay the answer (the sweeper covers it).
    if (shareId) void this.expiry.schedule(shareId, expiresAt);
    if (row.contacts_to_notify || venueAlerted) void this.delivery.deliverSoon(id);
    return { id: row.id, activatedAt: isoOrNull(row.activated_at)!, contactsNotified: row.contacts_to_notify };
  }
}
