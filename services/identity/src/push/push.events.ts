import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fill, type EventData, type EventEnvelope, type Language, type PushPayload } from '@converge/contracts';
import { OnEvent } from '@converge/platform';
import { PushRepository } from './push.repository.js';
import { PushSender } from './push.sender.js';
import { iceBreakerIn, meetPointIn } from './push-data.rules.js';
import { PUSH_TEXTS } from './push.texts.js';

type PushWords = (typeof PUSH_TEXTS)['en'];

/**
 * Events that become a phone notification. Each consumer reads the devices in its inbox transaction
 * (so a redelivered event is skipped by the inbox) and sends after, without waiting. The `url` is
 * the screen a tap opens (the service worker navigates there). Each device hears it in its owner's
 * language (`users.language`, read in the same query as the devices): the payload is built once per
 * language among the recipients.
 */
@Injectable()
export class PushEvents {
  constructor(
    private readonly repo: PushRepository,
    private readonly sender: PushSender,
  ) {}

  private async notify(manager: EntityManager, userIds: string[], payloadIn: (t: PushWords, language: Language) => PushPayload): Promise<void> {
    const byLanguage = new Map<Language, Awaited<ReturnType<PushRepository['devicesOf']>>>();
    for (const device of await this.repo.devicesOf(manager, userIds)) byLanguage.set(device.language, [...(byLanguage.get(device.language) ?? []), device]);
    for (const [language, devices] of byLanguage) this.sender.sendAll(devices, payloadIn(PUSH_TEXTS[language], language));
  }

  @OnEvent('MatchCreated', { name: 'push_on_match' })
  async onMatch({ data }: EventEnvelope<'MatchCreated', EventData<'MatchCreated'>>, manager: EntityManager) {
    await this.notify(manager, [data.userAId, data.userBId], (t) => ({
      title: t.matchTitle,
      body: data.venueName ? fill(t.matchBodyAtVenue, { venue: data.venueName }) : t.matchBody,
      url: '/app/matches',
      tag: `match-${data.matchId}`,
    }));
  }

  /**
   * Only while the app is closed: an open app shows the message itself. A flagged message (sent
   * anyway after "Are you sure?") is not quoted on the lock screen: the app shows it with "Does this
   * bother you?" under it. Whether the app is open is asked before the event's transaction (onlyIf):
   * most messages reach someone with the app open, and for them a transaction per message was most
   * of this service's share of a message's cost.
   */
  @OnEvent('MessageSent', { name: 'push_on_message', onlyIf: 'recipientAway' })
  async onMessage({ data }: EventEnvelope<'MessageSent', EventData<'MessageSent'>>, manager: EntityManager) {
    const flagged = data.flaggedCategories?.length ? data.flaggedCategories : null;
    await this.notify(manager, [data.recipientId], (t) => ({
      title: t.messageTitle,
      body: flagged ? t.messageFlagged : data.content.length > 120 ? `${data.content.slice(0, 117)}...` : data.content,
      url: `/chat/${data.conversationId}`,
      tag: `conversation-${data.conversationId}`,
      ...(flagged ? { flagged: true as const, categories: flagged } : {}),
    }));
  }

  /** No socket of the message's recipient is open on any gateway replica (the push's onlyIf). */
  async recipientAway({ data }: EventEnvelope<'MessageSent', EventData<'MessageSent'>>): Promise<boolean> {
    return !(await this.sender.isOnline(data.recipientId));
  }

  /** The other person hears where to meet. */
  @OnEvent('MeetPointChosen', { name: 'push_on_meet_point' })
  async onMeetPoint({ data }: EventEnvelope<'MeetPointChosen', EventData<'MeetPointChosen'>>, manager: EntityManager) {
    const other = data.chosenBy === data.userAId ? data.userBId : data.userAId;
    await this.notify(manager, [other], (t, language) => ({
      title: t.meetPointTitle,
      body: fill(t.meetPointBody, { meetPoint: meetPointIn(language, data.meetPoint, data.meetPointKey) }),
      url: '/app/matches',
      tag: `match-${data.matchId}`,
    }));
  }

  @OnEvent('MessageRequestCreated', { name: 'push_on_message_request' })
  async onMessageRequest({ data }: EventEnvelope<'MessageRequestCreated', EventData<'MessageRequestCreated'>>, manager: EntityManager) {
    await this.notify(manager, [data.toUserId], (t, language) => ({
      title: t.requestTitle,
      body: fill(t.requestBody, { name: data.fromDisplayName ?? t.requestSomeone, iceBreaker: iceBreakerIn(language, data.iceBreaker, data.iceBreakerMessage) }),
      url: '/conversations',
      tag: `message-request-${data.requestId}`,
    }));
  }

  /** The meeting's location-sharing countdown ran out (not when someone turned it off). */
  @OnEvent('LocationSharingDisabled', { name: 'push_on_location_sharing_ended' })
  async onSharingEnded({ data }: EventEnvelope<'LocationSharingDisabled', EventData<'LocationSharingDisabled'>>, manager: EntityManager) {
    if (data.reason === 'user') return;
    await this.notify(manager, [data.userAId, data.userBId], (t) => ({
      title: t.sharingEndedTitle,
      body: t.sharingEndedBody,
      url: '/safety',
      tag: `meeting-${data.sessionId}`,
    }));
  }

  /** "Check on me" is due: the tap opens the app, where the full-screen "Are you safe?" waits. */
  @OnEvent('SafetyCheckInDue', { name: 'push_on_check_in_due' })
  async onCheckInDue({ data }: EventEnvelope<'SafetyCheckInDue', EventData<'SafetyCheckInDue'>>, manager: EntityManager) {
    await this.notify(manager, [data.userId], (t) => ({
      title: t.checkInDueTitle,
      body: t.checkInDueBody,
      url: '/safety',
      tag: `check-in-${data.checkInId}`,
    }));
  }

  /** A trusted-contact share's 4 hours are over. */
  @OnEvent('LocationShareExpired', { name: 'push_on_location_share_expired' })
  async onShareExpired({ data }: EventEnvelope<'LocationShareExpired', EventData<'LocationShareExpired'>>, manager: EntityManager) {
    if (data.reason !== 'expired') return;
    await this.notify(manager, [data.userId], (t) => ({
      title: t.sharingEndedTitle,
      body: t.shareExpiredBody,
      url: '/safety',
      tag: `share-${data.shareId}`,
    }));
  }
}
