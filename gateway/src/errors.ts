import { EXPORT_UNAVAILABLE, EXPORT_UNAVAILABLE_MESSAGE, RpcError, VERIFICATION_MESSAGES, commonErrors, type RpcErrorShape } from '@converge/contracts';

/** A rate limit's refusal: its sentence and that sentence's own code (the web translates by code). */
export interface Refusal {
  code: string;
  message: string;
}

/** Every sentence a rate limit of the gateway answers with (429 + Retry-After). */
export const REFUSALS = {
  tooManyRequests: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
  tooManyAccounts: { code: 'TOO_MANY_ACCOUNTS', message: 'Too many new accounts from here. Please try again later.' },
  tooManySignIns: { code: 'TOO_MANY_SIGN_INS', message: 'Too many sign-in attempts. Please wait a few minutes and try again.' },
  tooManyPhotoUploads: { code: 'TOO_MANY_PHOTO_UPLOADS', message: 'Too many photo uploads. Please try again later.' },
  tooManyUploads: { code: 'TOO_MANY_UPLOADS', message: 'Too many uploads. Please try again later.' },
  tooManyAttempts: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please wait a few minutes and try again.' },
  tooManyAdminChanges: { code: 'TOO_MANY_ADMIN_CHANGES', message: 'Too many changes at once. Please wait a minute and try again.' },
  tooManyMeetPointChanges: { code: 'TOO_MANY_MEET_POINT_CHANGES', message: 'You have changed the meet point many times. Please wait a few minutes before changing it again.' },
  tooManyProfileChanges: { code: 'TOO_MANY_PROFILE_CHANGES', message: 'You have changed your profile many times. Please wait a few minutes and try again.' },
  tooManyPhotoChanges: { code: 'TOO_MANY_PHOTO_CHANGES', message: 'You have changed your photos many times. Please wait a few minutes and try again.' },
  tooManyDataExports: { code: 'TOO_MANY_DATA_EXPORTS', message: 'You can download your data 5 times an hour. Please try again later.' },
  tooManyUnsubscribeMisses: { code: 'TOO_MANY_UNSUBSCRIBE_MISSES', message: 'Too many invalid unsubscribe links from this network. Please wait a few minutes.' },
  tooManyUnknownLinks: { code: 'TOO_MANY_UNKNOWN_LINKS', message: 'Too many unknown links from this network. Please wait a few minutes.' },
  sendingTooQuickly: { code: 'SENDING_TOO_QUICKLY', message: "You're sending messages too quickly. Please wait a few seconds and try again." },
  tooManyMessageRequests: { code: 'TOO_MANY_MESSAGE_REQUESTS', message: 'You have sent a lot of message requests. Please wait a while before sending more.' },
  liveUpdatesTooOften: { code: 'LIVE_UPDATES_TOO_OFTEN', message: 'You are updating your live status too often. Please wait a moment.' },
  tooManyRefreshes: { code: 'TOO_MANY_REFRESHES', message: 'Too many refreshes. Please wait a moment and try again.' },
  tooManyLocationShares: { code: 'TOO_MANY_LOCATION_SHARES', message: 'You have shared your location many times in the last hour. Please wait before sharing again.' },
  tooManyHiddenWordChanges: { code: 'TOO_MANY_HIDDEN_WORD_CHANGES', message: 'You have changed your hidden words many times in the last hour. Please wait a moment.' },
  tooManySafetyChanges: { code: 'TOO_MANY_SAFETY_CHANGES', message: 'Too many safety changes at once. Please wait a minute and try again.' },
  emergencyAlreadySent: { code: 'EMERGENCY_ALREADY_SENT', message: 'Your emergency alert was already sent. If you are in danger, call 911 now.' },
  tooManyDatePlans: { code: 'TOO_MANY_DATE_PLAN_SHARES', message: 'You have shared many date plans in the last hour. Please wait before sharing another.' },
  tooManyDatePlanSends: { code: 'TOO_MANY_DATE_PLAN_SENDS', message: 'You have sent date plans many times in the last hour. Please wait before sending again.' },
  tooManyConnectionRequests: { code: 'TOO_MANY_CONNECTION_REQUESTS', message: 'You sent many connection requests. Please wait a while before sending more.' },
} as const satisfies Record<string, Refusal>;

/**
 * Every error the gateway answers with itself (the services' own are in their `errors.ts`), each
 * sentence with its own code. `gateway/test/error-catalogue.spec.ts` checks that the web has a
 * translation of each.
 */
export const errors = {
  ...commonErrors,
  rateLimited: (refusal: Refusal, retryAfterSeconds: number) => RpcError.tooMany(refusal.message, retryAfterSeconds, refusal.code),
  /** A suspended or banned person: identity's sentence and code, as the gate cache keeps them. */
  accountBlocked: (blocked: { code: string; message: string }) => RpcError.forbidden(blocked.message, blocked.code),
  ageUnverified: () => RpcError.forbidden('Please verify your age first.', 'AGE_UNVERIFIED'),
  profileRequired: () => RpcError.forbidden('Please create your profile first.', 'PROFILE_REQUIRED'),
  sessionEnded: () => RpcError.notFound('That session has already ended.', 'SESSION_ENDED'),
  noPhotoChosen: () => RpcError.badRequest('Please choose a photo to upload.', { photo: 'Please choose a photo to upload.' }, 'NO_PHOTO_CHOSEN'),
  photoNotFound: () => RpcError.notFound('Photo not found', 'NO_SUCH_PHOTO'),
  exportUnavailable: () => new RpcError(503, EXPORT_UNAVAILABLE, EXPORT_UNAVAILABLE_MESSAGE),
  /** No image in an upload, named on the field that should have held it (none when it was not multipart). */
  missingImage: (field?: string) => RpcError.badRequest(VERIFICATION_MESSAGES.missingImage, field ? { [field]: VERIFICATION_MESSAGES.missingImage } : undefined, 'IMAGE_MISSING'),
  missingFrames: () => RpcError.badRequest(VERIFICATION_MESSAGES.missingFrames, { frames: VERIFICATION_MESSAGES.missingFrames }, 'FRAMES_MISSING'),
  tooManyFiles: () => RpcError.badRequest('Too many files in one upload.', undefined, 'TOO_MANY_FILES'),
  shareLinkNotFound: () => RpcError.notFound('This location share does not exist.', 'SHARE_LINK_NOT_FOUND'),
  datePlanNotFound: () => RpcError.notFound('Date plan not found.', 'DATE_PLAN_NOT_FOUND'),
  noSuchService: () => RpcError.notFound('No such service.', 'NO_SUCH_SERVICE'),
  pushDeviceTaken: () =>
    RpcError.conflict(
      'This device still receives notifications for another account that is signed in on it. Sign out of that account here first, then turn notifications on again.',
      'PUSH_DEVICE_TAKEN',
    ),
  /** A bug of ours (an answer that breaks its declared schema), never the caller's fault. */
  answerShape: (route: string, issues: Record<string, string>) => new RpcError(500, 'ANSWER_SHAPE', `The answer of ${route} does not match its declared schema.`, issues),

  // Answered before any route runs (hooks, the error filter, Node's HTTP parser).
  invalidAddress: () => RpcError.badRequest('That address is not valid.', undefined, 'INVALID_ADDRESS'),
  crossOrigin: () => RpcError.forbidden('Cross-site requests are not allowed.', 'CROSS_ORIGIN'),
  /** `accepted`: the body types the route takes, in words ("JSON (Content-Type: application/json)"). */
  bodyTypeRefused: (accepted: string) => new RpcError(415, 'UNSUPPORTED_MEDIA_TYPE', `This address only accepts ${accepted}.`),
  notFound: () => RpcError.notFound('Not found'),
  tooLarge: () => new RpcError(413, 'PAYLOAD_TOO_LARGE', 'That request is too large.'),
  jsonRequired: () => new RpcError(415, 'JSON_REQUIRED', 'Please send JSON.'),
  unreadableJson: () => RpcError.badRequest('The request body could not be read. Please send valid JSON.', undefined, 'UNREADABLE_JSON'),
  headersTooLarge: (maxKb: number) =>
    new RpcError(
      431,
      'HEADERS_TOO_LARGE',
      `The request's headers are too large: the address and headers together may be at most ${maxKb} KB. A cookie or header may have grown too big; signing out and in again clears the cookies.`,
    ),
  requestTimeout: () => new RpcError(408, 'REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again.'),
  unreadableRequest: () => RpcError.badRequest('That request could not be read.', undefined, 'UNREADABLE_REQUEST'),
} as const;

/** An error as the HTTP body the gateway sends (`{message, code, fields?}`), for the places that reply directly. */
export function bodyOf(error: RpcError): Omit<RpcErrorShape, 'status'> {
  const { status: _status, ...body } = error.toJSON();
  return body;
}
