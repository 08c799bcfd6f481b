import { z } from 'zod';
import { matchUserSchema } from '../schemas/matching.js';
import { LANGUAGES } from '../i18n/languages.js';

const id = z.string().min(1);
const iso = z.string().min(1);
const lookingFor = z.array(z.enum(['Everyone', 'Men', 'Women']));

/**
 * The one typed catalog of events: type → subject (evt.<service>.<entity>.<verb>) → schema of `data`.
 * Producers validate before writing the outbox; consumers validate before handling.
 */
export const eventCatalog = {
  UserRegistered: {
    subject: 'evt.identity.user.registered',
    schema: z.object({ userId: id, email: z.string(), registeredAt: iso }),
  },
  /**
   * The account's language, at sign-up and at every change: services that write to the person (mail,
   * texts, pushes) keep it. `changedAt` orders changes that arrive out of order.
   */
  LanguageChanged: {
    subject: 'evt.identity.user.language-changed',
    schema: z.object({ userId: id, language: z.enum(LANGUAGES), changedAt: iso }),
  },
  ProfileUpdated: {
    subject: 'evt.identity.profile.updated',
    schema: z.object({
      userId: id,
      displayName: z.string(),
      age: z.number().int(),
      bio: z.string(),
      photos: z.array(z.string()),
      gender: z.string().nullable(),
      lookingFor,
      isIncognito: z.boolean(),
      /** Thumbnails of `photos`, same order (the first is the main photo): avatars in lists. */
      photoThumbs: z.array(z.string()).optional(),
      /** The profile's interest tags: the one setting live discovery and ice breakers use. */
      interestTags: z.array(z.string()).optional(),
    }),
  },
  PrivacyChanged: {
    subject: 'evt.identity.privacy.changed',
    schema: z.object({ userId: id, isIncognito: z.boolean() }),
  },
  UserDeleted: {
    subject: 'evt.identity.user.deleted',
    schema: z.object({ userId: id }),
  },
  CheckedIn: {
    subject: 'evt.venue.checkin.created',
    // mode: optional, so events written before it existed still parse; absent means 'dating'.
    // presence: how it was proven; optional, so events written before it existed still parse.
    schema: z.object({
      userId: id,
      venueId: id,
      checkInId: id,
      venueName: z.string().optional(),
      expiresAt: iso,
      mode: z.enum(['dating', 'professional']).optional(),
      presence: z.enum(['display', 'qr', 'location']).optional(),
      /**
       * The person's previous check-in, which this one ended (reason 'replaced'): one event where there
       * used to be a CheckInEnded before it. Absent when nothing was replaced, and in events written
       * before it existed (those came after their own CheckInEnded 'replaced'). Mode absent means 'dating'.
       */
      replaced: z.object({ checkInId: id, venueId: id, mode: z.enum(['dating', 'professional']).optional() }).optional(),
    }),
  },
  CheckInEnded: {
    subject: 'evt.venue.checkin.ended',
    schema: z.object({
      userId: id,
      venueId: id,
      checkInId: id,
      reason: z.enum(['replaced', 'expired', 'checked_out', 'deleted', 'suspended']),
      // The ended check-in's mode, so a departure is told only to the same mode's discovery; absent means 'dating'.
      mode: z.enum(['dating', 'professional']).optional(),
    }),
  },
  LikeCreated: {
    subject: 'evt.matching.like.created',
    schema: z.object({ likeId: id, fromUserId: id, toUserId: id, venueId: z.string().nullable() }),
  },
  MatchCreated: {
    subject: 'evt.matching.match.created',
    schema: z.object({
      matchId: id,
      userAId: id,
      userBId: id,
      venueId: z.string().nullable(),
      venueName: z.string().nullable(),
      createdAt: iso,
      // Both people's cards and the venue's meet points, so "It's a Match!" is pushed
      // from the event alone. Optional: older events and other producers may not carry them.
      userA: matchUserSchema.optional(),
      userB: matchUserSchema.optional(),
      meetPoints: z.array(z.string()).optional(),
    }),
  },
  MeetPointChosen: {
    subject: 'evt.matching.meetpoint.chosen',
    // meetPointKey: the point's `meet-points` key while it is a default the venue uses (absent in events
    // written before it was sent, and for a venue's own point: the name as typed).
    schema: z.object({ matchId: id, userAId: id, userBId: id, meetPoint: z.string(), meetPointKey: z.string().nullish(), venueId: z.string().nullable(), chosenBy: id }),
  },
  MeetingStarted: {
    subject: 'evt.safety.meeting.started',
    schema: z.object({ sessionId: id, matchId: id, userAId: id, userBId: id, meetPoint: z.string() }),
  },
  MeetingEnded: {
    subject: 'evt.safety.meeting.ended',
    schema: z.object({
      sessionId: id,
      matchId: id,
      userAId: id,
      userBId: id,
      endedAt: iso,
      autoDisableTime: iso.nullable(),
      reason: z.enum(['both_arrived', 'ended_by_user']),
    }),
  },
  LocationSharingDisabled: {
    subject: 'evt.safety.location-sharing.disabled',
    schema: z.object({ sessionId: id, userAId: id, userBId: id, reason: z.enum(['auto', 'user', 'max_duration']) }),
  },
  MessageSent: {
    subject: 'evt.chat.message.sent',
    schema: z.object({
      messageId: id,
      conversationId: id,
      senderId: id,
      recipientId: id,
      content: z.string(),
      sentAt: iso,
      clientMessageId: z.string().nullable(),
      /** The recipient's unread count right after this message (for the conversation list push). */
      recipientUnreadCount: z.number().int().optional(),
      /** Hurtful categories of a message sent anyway: the recipient's push carries "Does this bother you?". */
      flaggedCategories: z.array(z.string()).optional(),
      /** This message earned the recipient the conversation's one scam caution (never shown to the sender). */
      caution: z.boolean().optional(),
      /** The message's place in its conversation (1, 2, 3…): the gateway pushes a conversation's messages in this order. */
      seq: z.number().int().positive().optional(),
      /**
       * When the conversation's previous message was stored at the latest (its last_message_at before
       * this one): the previous message's event cannot reach a gateway before then, which tells a
       * gateway that has no memory of the conversation whether to wait for it.
       */
      previousMessageAt: iso.optional(),
    }),
  },
  ConversationRead: {
    subject: 'evt.chat.conversation.read',
    schema: z.object({ conversationId: id, readerId: id, otherUserId: id, readAt: iso }),
  },
  UserBlocked: {
    subject: 'evt.safety.user.blocked',
    schema: z.object({ blockerId: id, blockedId: id, blockedAt: iso.optional() }),
  },
  /** The pair may see each other again; nothing they had (match, conversation) comes back by itself. */
  UserUnblocked: {
    subject: 'evt.safety.user.unblocked',
    schema: z.object({ blockerId: id, blockedId: id }),
  },
  ReportFiled: {
    subject: 'evt.safety.report.filed',
    schema: z.object({
      reportId: id,
      reporterId: id,
      reportedUserId: id,
      reason: z.string(),
      description: z.string().nullable(),
      /** safety_concern and harassment open a critical moderation case. */
      critical: z.boolean().optional(),
      createdAt: iso.optional(),
      /** `bother_prompt`: made from "Does this bother you?" (the admin dashboard counts those apart). */
      source: z.string().optional(),
    }),
  },
  EmergencyActivated: {
    subject: 'evt.safety.emergency.activated',
    schema: z.object({
      activationId: id,
      userId: id,
      location: z.string().nullable(),
      activatedAt: iso,
      venueName: z.string().nullable().optional(),
      contactsToNotify: z.number().int().optional(),
    }),
  },
  LocationShareCreated: {
    subject: 'evt.safety.location-share.created',
    schema: z.object({ shareId: id, userId: id, recipientName: z.string(), expiresAt: iso }),
  },
  /** A share ended: its 4 hours passed (`expired`) or the person stopped it (`stopped`). */
  LocationShareExpired: {
    subject: 'evt.safety.location-share.expired',
    schema: z.object({ shareId: id, userId: id, reason: z.enum(['expired', 'stopped']).optional() }),
  },
  // --- admin ---
  /** A successful sign-in (admin's active-user counts). */
  UserSignedIn: {
    subject: 'evt.identity.user.signed-in',
    schema: z.object({ userId: id, signedInAt: iso }),
  },
  /** A failed sign-in for an existing account (admin's security metrics); no password, no IP. */
  SignInFailed: {
    subject: 'evt.identity.signin.failed',
    schema: z.object({ userId: id, failedAt: iso }),
  },
  /** A platform role set by ADMIN_EMAILS (grantedBy null) or a super_admin. */
  RoleGranted: {
    subject: 'evt.identity.role.granted',
    schema: z.object({ userId: id, email: z.string(), role: z.enum(['user', 'admin', 'super_admin']), previousRole: z.string(), grantedBy: id.nullable(), grantedAt: iso }),
  },
  /** promote-self: the person now runs a business of their own (never a platform role). */
  BusinessAdminPromoted: {
    subject: 'evt.identity.business-admin.promoted',
    schema: z.object({ userId: id, email: z.string(), promotedAt: iso }),
  },
  /** A moderation decision: `until` null is a ban. Sessions end, sign-in is refused, discovery hides them. */
  UserSuspended: {
    subject: 'evt.admin.user.suspended',
    schema: z.object({ userId: id, until: iso.nullable(), banned: z.boolean(), reason: z.string(), caseId: id.nullable(), decidedBy: id, decidedAt: iso }),
  },
  UserReinstated: {
    subject: 'evt.admin.user.reinstated',
    schema: z.object({ userId: id, reason: z.string(), decidedBy: id, decidedAt: iso }),
  },
  UserWarned: {
    subject: 'evt.admin.user.warned',
    schema: z.object({ userId: id, reason: z.string(), caseId: id.nullable(), decidedBy: id, decidedAt: iso }),
  },
  VenueCreated: {
    subject: 'evt.venue.venue.created',
    schema: z.object({ venueId: id, businessId: id.nullable(), name: z.string(), createdBy: id.nullable(), createdAt: iso }),
  },
  VenueUpdated: {
    subject: 'evt.venue.venue.updated',
    schema: z.object({
      venueId: id,
      businessId: id.nullable(),
      name: z.string(),
      isActive: z.boolean(),
      change: z.enum(['edited', 'deactivated', 'qr_rotated']),
      updatedBy: id.nullable(),
      updatedAt: iso,
    }),
  },
  /** Pushed live to `recipientUserIds` (the admins who should see it). */
  AdminNotificationCreated: {
    subject: 'evt.admin.notification.created',
    schema: z.object({
      notificationId: id,
      title: z.string(),
      message: z.string(),
      /** The words as a key and values (ADMIN_NOTICE_KEYS); absent in events written before keys. */
      key: z.string().optional(),
      params: z.record(z.string(), z.string()).optional(),
      priority: z.enum(['critical', 'normal']),
      createdAt: iso,
      recipientUserIds: z.array(id),
    }),
  },
  /**
   * A person's Hidden Words list, whole (the newest `changedAt` wins): the services that file message
   * requests and like notes keep it to decide, locally, what goes to the Hidden folder.
   */
  HiddenWordsChanged: {
    subject: 'evt.safety.hidden-words.changed',
    schema: z.object({ userId: id, words: z.array(z.string()), changedAt: iso }),
  },
  /** Live discovery's Chat before a match: the other person sees it and accepts or declines. */
  MessageRequestCreated: {
    subject: 'evt.chat.message-request.created',
    // iceBreakerMessage: the opener's key and arguments (absent in events written before it was kept, and
    // null for an ice breaker written by the sender): the push reads it in the recipient's language.
    schema: z.object({
      requestId: id,
      fromUserId: id,
      toUserId: id,
      fromDisplayName: z.string().nullable(),
      iceBreaker: z.string(),
      iceBreakerMessage: z.object({ key: z.string(), params: z.record(z.string(), z.string()) }).nullish(),
      createdAt: iso,
    }),
  },
  /** Accepted: the conversation opened with the ice breaker as its first message (a decline is not an event). */
  MessageRequestAccepted: {
    subject: 'evt.chat.message-request.accepted',
    schema: z.object({ requestId: id, fromUserId: id, toUserId: id, conversationId: id, acceptedAt: iso }),
  },
  /** A reviewer approved or rejected a verification step (the person is told live; the decision is audited). */
  VerificationDecided: {
    subject: 'evt.identity.verification.decided',
    schema: z.object({
      reviewId: id,
      userId: id,
      step: z.enum(['phone', 'email', 'photo', 'id', 'liveness', 'social']),
      decision: z.enum(['approve', 'reject']),
      reason: z.string().nullable(),
      /** Null: decided by the face model (Face Check), no reviewer. */
      decidedBy: id.nullable(),
      decidedAt: iso,
      verificationLevel: z.enum(['unverified', 'basic', 'enhanced', 'premium', 'ultra']),
    }),
  },
  /**
   * Face Check: the face of a newly approved selfie is this similar to the kept face of another account
   * (admin opens a "possible duplicate account" case with both accounts, for a person to decide).
   */
  DuplicateFaceSuspected: {
    subject: 'evt.identity.face.duplicate-suspected',
    schema: z.object({ userId: id, otherUserId: id, similarity: z.number(), reviewId: id, detectedAt: iso }),
  },
  /** A person's derived verification level changed (matching shows the Verified badge and filter from it). */
  VerificationLevelChanged: {
    subject: 'evt.identity.verification.level-changed',
    schema: z.object({
      userId: id,
      level: z.enum(['unverified', 'basic', 'enhanced', 'premium', 'ultra']),
      previousLevel: z.enum(['unverified', 'basic', 'enhanced', 'premium', 'ultra']),
      isVerified: z.boolean(),
      changedAt: iso,
    }),
  },
  /** Professional networking: a connection request (pushed to its recipient). */
  ProfessionalConnectionRequested: {
    subject: 'evt.matching.professional-connection.requested',
    schema: z.object({ connectionId: id, fromUserId: id, toUserId: id, fromDisplayName: z.string(), message: z.string().nullable(), createdAt: iso }),
  },
  /** Accepted: chat opens the pair's conversation with the message as its first line (a decline is not an event). */
  ProfessionalConnectionAccepted: {
    subject: 'evt.matching.professional-connection.accepted',
    schema: z.object({ connectionId: id, fromUserId: id, toUserId: id, message: z.string().nullable(), venueName: z.string().nullable(), acceptedAt: iso }),
  },
  /** A meeting position moved faster than a plane: refused by safety, counted as a risk signal by identity. */
  PositionJumpFlagged: {
    subject: 'evt.safety.position.jump-flagged',
    schema: z.object({ flagId: id, userId: id, source: z.enum(['meeting']), speedMps: z.number(), flaggedAt: iso }),
  },
  /** The other person accepted the chosen meet point: location sharing may start. */
  MeetPointAgreed: {
    subject: 'evt.safety.meeting.agreed',
    schema: z.object({ sessionId: id, matchId: id, userAId: id, userBId: id, meetPoint: z.string(), agreedBy: id }),
  },
  /** "Check on me" reached its time: the person's devices ask "Are you safe?" (socket, web push, email). */
  SafetyCheckInDue: {
    subject: 'evt.safety.check-in.due',
    schema: z.object({ checkInId: id, userId: id, dueAt: iso }),
  },
  /**
   * No safe answer in time (`no-answer`), or the duress PIN (`duress`): trusted contacts and the venue were
   * alerted. Admins are told either way; only `no-answer` is ever shown to the person.
   */
  SafetyCheckInEscalated: {
    subject: 'evt.safety.check-in.escalated',
    schema: z.object({
      checkInId: id,
      userId: id,
      reason: z.enum(['no-answer', 'duress']),
      personName: z.string(),
      venueName: z.string().nullable(),
      meetPoint: z.string().nullable(),
      contactsToNotify: z.number().int(),
      escalatedAt: iso,
    }),
  },
  /** Answered (safe, or the duress PIN: the same fact to the person's devices) or cancelled: close the prompt everywhere. */
  SafetyCheckInClosed: {
    subject: 'evt.safety.check-in.closed',
    schema: z.object({ checkInId: id, userId: id }),
  },
  /** A venue's business admin set or removed its opt-in safety contact (staff told of escalations and emergencies there). */
  VenueSafetyContactChanged: {
    subject: 'evt.venue.safety-contact.changed',
    schema: z.object({
      venueId: id,
      venueName: z.string(),
      contact: z.object({ email: z.string().nullable(), phone: z.string().nullable(), hours: z.string().nullable() }).nullable(),
      /** The venue's language: its staff's alert is written in it. Absent (events from before venues had one): English. */
      language: z.enum(LANGUAGES).optional(),
    }),
  },
} as const;

export type EventCatalog = typeof eventCatalog;
export type EventType = keyof EventCatalog;
export type EventData<T extends EventType> = z.infer<EventCatalog[T]['schema']>;

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(eventCatalog, type);
}
