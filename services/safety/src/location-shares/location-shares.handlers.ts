import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  isUuid,
  locationShareSchema,
  RPC,
  shareIdPayloadSchema,
  sharePositionSchema,
  tokenPayloadSchema,
  type Language,
  type LocationShareCreatedDto,
  type LocationShareDto,
  type LocationShareInput,
  type PublicShareDto,
  type RpcPayload,
  type SharePositionInput,
  type SignedInPayload,
} from '@converge/contracts';
import { CONFIG, isoOrNull, RpcHandler } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { errors } from '../errors.js';
import { PeopleRepository } from '../people/people.repository.js';
import { OutgoingRepository } from '../outgoing/outgoing.repository.js';
import { OutgoingJobs } from '../outgoing/outgoing.jobs.js';
import { OutsideMail } from '../outside-mail/outside-mail.js';
import { requireE164 } from '../trusted-contacts/trusted-contacts.rules.js';
import { LocationSharesRepository, type ShareRow } from './location-shares.repository.js';
import { LocationSharesJobs } from './location-shares.jobs.js';
import { assertRoomForShare, defaultShareMessage, newShareToken, shareMessages, shareState, shareUrl } from './location-shares.rules.js';
import { shareRecipientKey } from './share-recipient.rules.js';

/**
 * Share my location with an outside contact: a link to the public page /share/<token>,
 * sent by email and/or SMS, live for 4 hours or until stopped.
 */
@Injectable()
export class LocationSharesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly shares: LocationSharesRepository,
    private readonly expiry: LocationSharesJobs,
    private readonly outgoing: OutgoingRepository,
    private readonly delivery: OutgoingJobs,
    private readonly people: PeopleRepository,
    private readonly outsideMail: OutsideMail,
    @Inject(CONFIG) private readonly config: SafetyConfig,
  ) {}

  @RpcHandler(RPC.safety.createShare, { actor: 'required', input: locationShareSchema })
  async create({ actor, ...input }: SignedInPayload<LocationShareInput>): Promise<LocationShareCreatedDto> {
    const phone = requireE164(input.recipientPhone, 'recipientPhone') ?? null;
    const sharerName = await this.people.nameOrFallback(actor.userId);
    const checkIn = await this.people.currentCheckIn(actor.userId);
    const venueName = input.venueName ?? checkIn?.venueName ?? null;
    const token = newShareToken();
    const expiresAt = new Date(Date.now() + this.config.LOCATION_SHARE_DURATION_MS);

    const recipientEmail = input.recipientEmail ?? null;
    const { row, url } = await this.dataSource.transaction(async (manager) => {
      assertRoomForShare(await this.shares.lockAndCountActive(manager, actor.userId));
      if (recipientEmail) await this.outsideMail.admitShareMail(manager, recipientEmail);
      // The share page's line: the sharer's own words as written, else the app's in the sharer's language (as the mail).
      const language = await this.people.languageOf(actor.userId, manager);
      // The link opens the page in the language of the mail and text that carry it (the sharer's).
      const url = shareUrl(this.config.PUBLIC_URL, token, language);
      const message = input.message ?? defaultShareMessage({ sharerName, venueName, matchedWithName: input.matchedWithName ?? null, language });
      const row = await this.shares.insert(manager, {
        id: randomUUID(),
        user_id: actor.userId,
        token,
        kind: 'contact',
        sharer_name: sharerName,
        recipient_name: input.recipientName,
        recipient_phone: phone,
        recipient_email: recipientEmail,
        matched_with_name: input.matchedWithName ?? null,
        matched_with_id: input.matchedWithId ?? null,
        location: input.location ?? null,
        venue_id: input.venueId ?? checkIn?.venueId ?? null,
        venue_name: venueName,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        message,
        message_language: input.message == null ? language : null,
        expires_at: expiresAt,
      });
      // The mail and text name the venue only as the venue service told us (the request's venueName is the sharer's text).
      const messages = shareMessages({
        sharerName,
        venueName: checkIn?.venueName ?? null,
        url,
        expiresAt,
        email: recipientEmail,
        phone,
        language,
        ...(recipientEmail ? { unsubscribable: this.outsideMail.unsubscribable(recipientEmail, language) } : {}),
      });
      await this.outgoing.enqueue(manager, actor.userId, row.id, messages);
      return { row, url };
    });
    // Not awaited: Redis being slow or away must not fail a share already stored (the sweeper covers it).
    void this.expiry.schedule(row.id, expiresAt);
    void this.delivery.deliverSoon(row.id);
    return { id: row.id, shareUrl: url, expiresAt: expiresAt.toISOString() };
  }

  /** My shares that are still live; a link copied from here opens the page in my language, as the mail did. */
  @RpcHandler(RPC.safety.shares, { actor: 'required' })
  async list({ actor }: SignedInPayload): Promise<LocationShareDto[]> {
    const language = await this.people.languageOf(actor.userId);
    return (await this.shares.active(actor.userId)).map((r) => this.dto(r, language));
  }

  /** Stop at once; stopping an ended share again is harmless. */
  @RpcHandler(RPC.safety.stopShare, { actor: 'required', input: shareIdPayloadSchema })
  async stop({ actor, id, shareId }: SignedInPayload<{ id?: string; shareId?: string }>): Promise<{ id: string; active: false }> {
    const target = id ?? shareId ?? '';
    if (!isUuid(target)) throw errors.shareNotFound();
    if (!(await this.shares.stop(actor.userId, target)) && !(await this.shares.owned(actor.userId, target))) throw errors.shareNotFound();
    await this.expiry.cancel(target);
    return { id: target, active: false };
  }

  /** The public page's data: no session; only what the page shows. 404 unknown, 410 ended. */
  @RpcHandler(RPC.safety.publicShare, { actor: 'optional', input: tokenPayloadSchema })
  async publicShare({ token }: RpcPayload<{ token?: unknown }>): Promise<PublicShareDto> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw errors.shareNotFound();
    const row = await this.shares.byToken(token);
    if (!row) throw errors.shareNotFound();
    if (shareState(row) === 'ended') throw errors.shareEnded();
    return {
      sharerName: row.sharer_name,
      venueName: row.venue_name,
      latitude: row.latitude,
      longitude: row.longitude,
      message: row.message,
      messageLanguage: row.message_language,
      updatedAt: isoOrNull(row.updated_at)!,
      expiresAt: isoOrNull(row.expires_at)!,
    };
  }

  /** A new position while the app is open (the gateway rate-limits the socket; one a second is kept). */
  @RpcHandler(RPC.safety.sharePosition, { actor: 'required', input: sharePositionSchema })
  async position({ actor, ...input }: SignedInPayload<SharePositionInput>): Promise<{ shareId: string; accepted: boolean; updatedAt: string }> {
    const updatedAt = await this.shares.move(actor.userId, input.shareId, input.latitude, input.longitude);
    if (updatedAt) return { shareId: input.shareId, accepted: true, updatedAt: isoOrNull(updatedAt)! };
    const row = await this.shares.owned(actor.userId, input.shareId);
    if (!row) throw errors.shareNotFound();
    if (shareState(row) === 'ended') throw errors.shareEnded();
    return { shareId: input.shareId, accepted: false, updatedAt: isoOrNull(row.updated_at)! };
  }

  private dto(r: ShareRow, language: Language): LocationShareDto {
    return {
      id: r.id,
      recipientName: r.recipient_name,
      recipientKey: shareRecipientKey(r),
      recipientPhone: r.recipient_phone,
      recipientEmail: r.recipient_email,
      venueName: r.venue_name,
      message: r.message,
      shareUrl: shareUrl(this.config.PUBLIC_URL, r.token, language),
      createdAt: isoOrNull(r.created_at)!,
      expiresAt: isoOrNull(r.expires_at)!,
    };
  }
}
