import { z, type ZodType } from 'zod';
import { RPC, SERVICES, pingPattern } from './patterns.js';
import {
  ageVerifiedSchema,
  deletedSchema,
  heldPhotoSchema,
  identityGateSchema,
  photoDecisionResponseSchema,
  photoViewSchema,
  profileStatsSchema,
  userViewSchema,
} from '../schemas/identity.js';
import { datePlanCreatedSchema, datePlanDtoSchema, datePlanRevokedSchema, datePlanSentSchema, publicDatePlanSchema } from '../schemas/date-plans.js';
import { hiddenWordsDtoSchema } from '../schemas/hidden-words.js';
import { displayNamesResponseSchema, privacySettingsSchema } from '../schemas/privacy.js';
import { interestTagsResponseSchema } from '../schemas/ice-breakers.js';
import { checkInResponseSchema, checkOutResultSchema, nearbyVenueListSchema, venueDetailSchema, venueDisplayCodeSchema, venueQrResponseSchema } from '../schemas/venue.js';
import { liveAroundResponseSchema, liveNearbyResponseSchema, myLiveStatusSchema } from '../schemas/live.js';
import { discoveryFiltersSchema, discoveryHeaderSchema, discoveryProfileListSchema, likeResultSchema, matchViewListSchema, matchViewSchema, passedSchema } from '../schemas/matching.js';
import {
  conversationDtoSchema,
  conversationListSchema,
  conversationStartResultSchema,
  markReadResultSchema,
  messageDtoSchema,
  messageListSchema,
  messageRequestDeclinedSchema,
  messageRequestListSchema,
  botherDismissedSchema,
  storedMessageListSchema,
} from '../schemas/chat.js';
import {
  blockedSchema,
  blockedUserSchema,
  contactRemovedSchema,
  emergencyDtoSchema,
  locationShareCreatedSchema,
  locationShareDtoSchema,
  publicShareSchema,
  reportDtoSchema,
  shareStoppedSchema,
  trustedContactDtoSchema,
  unblockedSchema,
  unsubscribedSchema,
} from '../schemas/safety.js';
import { checkInCancelledSchema, checkInCreatedSchema, checkInDtoSchema, checkInSafeAnswerSchema, safetyPinStatusSchema, venueSafetyContactSchema } from '../schemas/check-ins.js';
import { meetingSessionViewSchema } from '../schemas/meeting.js';
import {
  adminActionPageSchema,
  adminCheckSchema,
  adminNotificationListSchema,
  adminUserListSchema,
  adminUserSummarySchema,
  adminVenueListSchema,
  adminVenueSchema,
  analyticsSchema,
  businessSettingsSchema,
  moderationCaseListSchema,
  moderationCaseSchema,
  notificationReadSchema,
  roleChangeSchema,
  securityMetricsSchema,
} from '../schemas/admin.js';
import {
  codeSentResponseSchema,
  livenessChallengeSchema,
  photoChallengeSchema,
  reviewDecisionResponseSchema,
  reviewItemSchema,
  socialChallengeSchema,
  verificationStartResponseSchema,
  verificationStatusSchema,
} from '../schemas/verification.js';
import { connectionDeclinedSchema, connectionDtoSchema, connectionsResponseSchema, myProfessionalProfileSchema, professionalListResponseSchema } from '../schemas/professional.js';
import { pushKeySchema, pushOkSchema, pushSubscribeReplySchema } from '../schemas/push.js';
import { discoveryAudienceSchema, liveWithinSchema, pairConversationSchema, pairMatchSchema, reachableSchema } from '../schemas/reach.js';

/**
 * What every RPC subject answers (the `data` of an ok reply). Most replies are
 * exactly what the gateway sends on, so they reuse the REST answer schemas; the rest (service to service,
 * or reshaped by the gateway) are declared here. The RPC server checks every reply against its subject's
 * schema outside production (libs/platform rpc-server-host), and RpcClient.request(subject) is typed by it.
 *
 * Adding a subject to RPC without a reply schema here is a type error (and the contract test fails).
 */

/** RPC.chat.participants: the two people of a conversation the caller is in. */
export const conversationParticipantsSchema = z.object({ conversationId: z.string(), userIds: z.tuple([z.string(), z.string()]), closed: z.boolean() });
/** RPC.safety.meetingPosition: the caller's fix was taken; how far the partner's last one is (null: none yet). */
export const meetingPositionResultSchema = z.object({ sessionId: z.string(), partnerId: z.string(), distanceMeters: z.number().nullable() });
/** RPC.safety.sharePosition: accepted false when the share is paused (the fix was not stored). */
export const sharePositionResultSchema = z.object({ shareId: z.string(), accepted: z.boolean(), updatedAt: z.string() });
/**
 * RPC.<service>.exportData: one service's part of a person's data export. Each part is that service's own
 * document, handed over unread (GET /api/privacy/export declares the sections as unknown), so only "an
 * object" is a contract here: its fields are the owning service's business, not a shape another reads.
 */
export const exportSectionSchema = z.record(z.string(), z.unknown());
/** rpc.<service>.health.ping: a no-I/O round trip. */
export const pingReplySchema = z.object({ service: z.string(), pong: z.literal(true) });

export const RPC_REPLIES = {
  [RPC.identity.register]: userViewSchema,
  [RPC.identity.signIn]: userViewSchema,
  [RPC.identity.getUser]: userViewSchema.nullable(),
  [RPC.identity.gate]: identityGateSchema.nullable(),
  [RPC.identity.verifyAge]: ageVerifiedSchema,
  [RPC.identity.createProfile]: userViewSchema,
  [RPC.identity.updateProfile]: userViewSchema,
  [RPC.identity.addPhoto]: photoViewSchema,
  [RPC.identity.deletePhoto]: deletedSchema,
  [RPC.identity.heldPhotos]: z.array(heldPhotoSchema),
  [RPC.identity.decidePhoto]: photoDecisionResponseSchema,
  [RPC.identity.getPrivacy]: privacySettingsSchema,
  [RPC.identity.setIncognito]: privacySettingsSchema,
  [RPC.identity.deleteAccount]: deletedSchema,
  [RPC.identity.exportData]: exportSectionSchema,
  [RPC.identity.displayNames]: displayNamesResponseSchema,
  [RPC.identity.promoteSelf]: adminCheckSchema,
  [RPC.identity.setRole]: roleChangeSchema,
  [RPC.identity.interestTags]: interestTagsResponseSchema,

  [RPC.venue.nearby]: nearbyVenueListSchema,
  [RPC.venue.get]: venueDetailSchema,
  [RPC.venue.qr]: venueQrResponseSchema,
  [RPC.venue.checkIn]: checkInResponseSchema,
  [RPC.venue.checkOut]: checkOutResultSchema,
  [RPC.venue.currentCheckIn]: checkInResponseSchema.nullable(),
  [RPC.venue.exportData]: exportSectionSchema,
  [RPC.venue.adminList]: adminVenueListSchema,
  [RPC.venue.adminGet]: adminVenueSchema,
  [RPC.venue.adminCreate]: adminVenueSchema,
  [RPC.venue.adminUpdate]: adminVenueSchema,
  [RPC.venue.adminDeactivate]: adminVenueSchema,
  [RPC.venue.adminRotateQr]: adminVenueSchema,
  [RPC.venue.displayCode]: venueDisplayCodeSchema,
  [RPC.venue.liveUpdate]: myLiveStatusSchema,
  [RPC.venue.liveDelete]: myLiveStatusSchema,
  [RPC.venue.liveGet]: myLiveStatusSchema,
  [RPC.venue.liveNearby]: liveNearbyResponseSchema,
  [RPC.venue.liveAround]: liveAroundResponseSchema,
  [RPC.venue.stats]: profileStatsSchema.pick({ venues: true }),
  [RPC.venue.liveWithin]: liveWithinSchema,

  [RPC.matching.discovery]: discoveryProfileListSchema,
  [RPC.matching.like]: likeResultSchema,
  [RPC.matching.pass]: passedSchema,
  [RPC.matching.matches]: matchViewListSchema,
  [RPC.matching.setMeetPoint]: matchViewSchema,
  [RPC.matching.getMatch]: matchViewSchema,
  [RPC.matching.currentVenue]: discoveryHeaderSchema,
  [RPC.matching.exportData]: exportSectionSchema,
  [RPC.matching.stats]: profileStatsSchema.pick({ matches: true }),
  [RPC.matching.discoveryFilters]: discoveryFiltersSchema,
  [RPC.matching.saveDiscoveryFilters]: discoveryFiltersSchema,
  [RPC.matching.discoveryAudience]: discoveryAudienceSchema,
  [RPC.matching.reach]: reachableSchema,
  [RPC.matching.pairMatch]: pairMatchSchema,

  [RPC.chat.list]: conversationListSchema,
  [RPC.chat.get]: conversationDtoSchema,
  [RPC.chat.messages]: messageListSchema,
  [RPC.chat.send]: messageDtoSchema,
  [RPC.chat.dismissBother]: botherDismissedSchema,
  [RPC.chat.messagesAfter]: storedMessageListSchema,
  [RPC.chat.read]: markReadResultSchema,
  [RPC.chat.start]: conversationStartResultSchema,
  [RPC.chat.participants]: conversationParticipantsSchema,
  [RPC.chat.exportData]: exportSectionSchema,
  [RPC.chat.requests]: messageRequestListSchema,
  [RPC.chat.acceptRequest]: conversationDtoSchema,
  [RPC.chat.declineRequest]: messageRequestDeclinedSchema,
  [RPC.chat.pairConversation]: pairConversationSchema,

  [RPC.safety.meetingCheck]: meetingSessionViewSchema.nullable(),
  [RPC.safety.meetingGet]: meetingSessionViewSchema,
  [RPC.safety.meetingArrive]: meetingSessionViewSchema,
  [RPC.safety.meetingExtend]: meetingSessionViewSchema,
  [RPC.safety.meetingEnd]: meetingSessionViewSchema,
  [RPC.safety.meetingPosition]: meetingPositionResultSchema,
  [RPC.safety.block]: blockedSchema,
  [RPC.safety.unblock]: unblockedSchema,
  [RPC.safety.blocks]: z.array(blockedUserSchema),
  [RPC.safety.report]: reportDtoSchema,
  [RPC.safety.contacts]: z.array(trustedContactDtoSchema),
  [RPC.safety.addContact]: trustedContactDtoSchema,
  [RPC.safety.removeContact]: contactRemovedSchema,
  [RPC.safety.activateEmergency]: emergencyDtoSchema,
  [RPC.safety.createShare]: locationShareCreatedSchema,
  [RPC.safety.shares]: z.array(locationShareDtoSchema),
  [RPC.safety.stopShare]: shareStoppedSchema,
  [RPC.safety.publicShare]: publicShareSchema,
  [RPC.safety.sharePosition]: sharePositionResultSchema,
  [RPC.safety.exportData]: exportSectionSchema,
  [RPC.safety.meetingAccept]: meetingSessionViewSchema,
  [RPC.safety.unsubscribe]: unsubscribedSchema,
  [RPC.safety.createDatePlan]: datePlanCreatedSchema,
  [RPC.safety.datePlans]: z.array(datePlanDtoSchema),
  [RPC.safety.sendDatePlan]: datePlanSentSchema,
  [RPC.safety.revokeDatePlan]: datePlanRevokedSchema,
  [RPC.safety.publicDatePlan]: publicDatePlanSchema,
  [RPC.safety.hiddenWords]: hiddenWordsDtoSchema,
  [RPC.safety.setHiddenWords]: hiddenWordsDtoSchema,
  [RPC.safety.checkInCreate]: checkInCreatedSchema,
  [RPC.venue.adminSafetyContact]: venueSafetyContactSchema,
  [RPC.venue.adminSetSafetyContact]: venueSafetyContactSchema,
  [RPC.admin.venueSafetyContact]: venueSafetyContactSchema,
  [RPC.admin.setVenueSafetyContact]: venueSafetyContactSchema,
  [RPC.safety.checkIns]: z.array(checkInDtoSchema),
  [RPC.safety.checkInCancel]: checkInCancelledSchema,
  [RPC.safety.checkInSafe]: checkInSafeAnswerSchema,
  [RPC.safety.setPin]: safetyPinStatusSchema,
  [RPC.safety.pinStatus]: safetyPinStatusSchema,

  [RPC.admin.check]: adminCheckSchema,
  [RPC.admin.grantRole]: roleChangeSchema,
  [RPC.admin.promoteSelf]: adminCheckSchema,
  [RPC.admin.venues]: adminVenueListSchema,
  [RPC.admin.venue]: adminVenueSchema,
  [RPC.admin.createVenue]: adminVenueSchema,
  [RPC.admin.updateVenue]: adminVenueSchema,
  [RPC.admin.deactivateVenue]: adminVenueSchema,
  [RPC.admin.venueQr]: venueQrResponseSchema,
  [RPC.admin.rotateVenueQr]: adminVenueSchema,
  [RPC.admin.venueDisplayCode]: venueDisplayCodeSchema,
  [RPC.admin.analytics]: analyticsSchema,
  [RPC.admin.securityMetrics]: securityMetricsSchema,
  [RPC.admin.getSettings]: businessSettingsSchema,
  [RPC.admin.updateSettings]: businessSettingsSchema,
  [RPC.admin.actions]: adminActionPageSchema,
  [RPC.admin.notifications]: adminNotificationListSchema,
  [RPC.admin.readNotification]: notificationReadSchema,
  [RPC.admin.reports]: moderationCaseListSchema,
  [RPC.admin.decideReport]: moderationCaseSchema,
  [RPC.admin.users]: adminUserListSchema,
  [RPC.admin.user]: adminUserSummarySchema,

  [RPC.verification.status]: verificationStatusSchema,
  [RPC.verification.start]: verificationStartResponseSchema,
  [RPC.verification.sendEmailCode]: codeSentResponseSchema,
  [RPC.verification.confirmEmail]: verificationStatusSchema,
  [RPC.verification.sendPhoneCode]: codeSentResponseSchema,
  [RPC.verification.confirmPhone]: verificationStatusSchema,
  [RPC.verification.photoChallenge]: photoChallengeSchema,
  [RPC.verification.submitPhoto]: verificationStatusSchema,
  [RPC.verification.submitDocument]: verificationStatusSchema,
  [RPC.verification.livenessChallenge]: livenessChallengeSchema,
  [RPC.verification.submitLiveness]: verificationStatusSchema,
  [RPC.verification.startSocial]: socialChallengeSchema,
  [RPC.verification.submitSocial]: verificationStatusSchema,
  [RPC.verification.reviews]: z.array(reviewItemSchema),
  [RPC.verification.review]: reviewItemSchema,
  [RPC.verification.decide]: reviewDecisionResponseSchema,

  [RPC.professional.getProfile]: myProfessionalProfileSchema,
  [RPC.professional.putProfile]: myProfessionalProfileSchema,
  [RPC.professional.nearby]: professionalListResponseSchema,
  [RPC.professional.industry]: professionalListResponseSchema,
  [RPC.professional.connect]: connectionDtoSchema,
  [RPC.professional.connections]: connectionsResponseSchema,
  [RPC.professional.accept]: connectionDtoSchema,
  [RPC.professional.decline]: connectionDeclinedSchema,

  [RPC.push.key]: pushKeySchema,
  [RPC.push.subscribe]: pushSubscribeReplySchema,
  [RPC.push.forgetSession]: pushOkSchema,
  [RPC.push.unsubscribe]: pushOkSchema,
} as const satisfies Record<RpcSubject, ZodType>;

type Rpc = typeof RPC;
/** Every subject in RPC: 'rpc.venue.venues.nearby' | … */
export type RpcSubject = { [Area in keyof Rpc]: Rpc[Area][keyof Rpc[Area]] }[keyof Rpc];
/** What a subject answers: `RpcReplyOf<typeof RPC.venue.nearby>` is NearbyVenue[]. */
export type RpcReplyOf<S extends RpcSubject> = z.infer<(typeof RPC_REPLIES)[S]>;

// The health check (healthPattern) has none: its report is the health endpoint's own document (libs/platform health).
const pingReplies = new Map<string, ZodType>(SERVICES.map((service) => [pingPattern(service), pingReplySchema]));

/** The reply schema of a subject (RPC, or a service's ping); undefined for a health check or an unknown subject. */
export function replySchemaFor(subject: string): ZodType | undefined {
  return Object.hasOwn(RPC_REPLIES, subject) ? (RPC_REPLIES as Record<string, ZodType>)[subject] : pingReplies.get(subject);
}
