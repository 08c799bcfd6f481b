import { ADMIN_MESSAGES, IDENTITY_MESSAGES, RpcError, VERIFICATION_MESSAGES, commonErrors } from '@converge/contracts';

export const PHOTO_NOT_YOURS = 'One of those photos was not found. Upload it first.';
export const PHOTO_TWICE = 'Each photo can appear only once.';
const DOCUMENT_TYPE = "Please choose a passport, driver's licence or national ID card.";
const PUSH_HTTPS = 'Push endpoint must use https';

/**
 * Every error the identity service answers with, by name. Status, code, message and fields are what
 * clients and tests rely on: change them here only on purpose.
 */
export const errors = {
  // Accounts and sign-in
  /** No signed-in person, or their account no longer exists. */
  unauthorized: commonErrors.unauthorized,
  emailTaken: () => RpcError.conflict(IDENTITY_MESSAGES.emailTaken, 'EMAIL_TAKEN'),
  /** The same answer for a wrong password and an unknown email. */
  invalidCredentials: () => new RpcError(401, 'INVALID_CREDENTIALS', IDENTITY_MESSAGES.invalidCredentials),
  /** A suspended or banned person who knows their password learns why they cannot come in. */
  accountBlocked: (block: { code: string; message: string }) => RpcError.forbidden(block.message, block.code),

  // Age and birth date
  missingDob: () => RpcError.badRequest(IDENTITY_MESSAGES.missingDob, { dateOfBirth: IDENTITY_MESSAGES.missingDob }, 'DATE_OF_BIRTH_MISSING'),
  invalidDob: () => RpcError.badRequest(IDENTITY_MESSAGES.invalidDob, { dateOfBirth: IDENTITY_MESSAGES.invalidDob }, 'DATE_OF_BIRTH_INVALID'),
  futureDob: () => RpcError.badRequest(IDENTITY_MESSAGES.futureDob, { dateOfBirth: IDENTITY_MESSAGES.futureDob }, 'DATE_OF_BIRTH_IN_FUTURE'),
  underAge: (age: number) => RpcError.forbidden(IDENTITY_MESSAGES.underAge(age), 'UNDER_AGE'),

  // Profile
  /** A profile without a birth date sent and none from the age check. */
  profileNeedsDob: () => RpcError.badRequest(IDENTITY_MESSAGES.missingProfile, { dateOfBirth: IDENTITY_MESSAGES.missingDob }, 'PROFILE_DETAILS_MISSING'),
  nameFromEmail: () => RpcError.badRequest(IDENTITY_MESSAGES.nameFromEmail, { displayName: IDENTITY_MESSAGES.nameFromEmail }, 'NAME_FROM_EMAIL'),
  profileExists: () => RpcError.conflict('You already have a profile.', 'PROFILE_EXISTS'),
  profileNotFound: () => RpcError.notFound('Profile not found', 'PROFILE_NOT_FOUND'),
  /** A photo reference that is not one of the person's own photos (another person's id included). */
  photoNotYours: () => new RpcError(422, 'PHOTO_NOT_FOUND', PHOTO_NOT_YOURS, { photos: PHOTO_NOT_YOURS }),
  photoTwice: () => RpcError.badRequest(PHOTO_TWICE, { photos: PHOTO_TWICE }, 'PHOTO_TWICE'),
  badDisplayNamesRequest: () => RpcError.badRequest('userIds must be a list of at most 500 user ids.', undefined, 'DISPLAY_NAMES_REQUEST_INVALID'),
  badInterestTagsRequest: () => RpcError.badRequest('userIds must be at most two user ids.', undefined, 'INTEREST_TAGS_REQUEST_INVALID'),

  // Photos
  noPhotoChosen: () => RpcError.badRequest('Please choose a photo to upload.', undefined, 'NO_PHOTO_CHOSEN'),
  uploadNotFound: () => RpcError.badRequest('The upload was not found. Please try again.', undefined, 'UPLOAD_NOT_FOUND'),
  photoTooLarge: () => new RpcError(413, 'PHOTO_TOO_LARGE', 'Photos must be 10 MB or smaller.'),
  imageTooLarge: () => new RpcError(413, 'IMAGE_TOO_LARGE', 'Images must be 10 MB or smaller.'),
  notAnImage: () => new RpcError(415, 'NOT_AN_IMAGE', IDENTITY_MESSAGES.notAnImage),
  tooManyPhotos: () => RpcError.badRequest(IDENTITY_MESSAGES.tooManyPhotos, { photo: IDENTITY_MESSAGES.tooManyPhotos }, 'TOO_MANY_PHOTOS'),
  photoNotFound: () => RpcError.notFound('Photo not found', 'NO_SUCH_PHOTO'),
  /** Admins: not a held photo (never was, already decided, or deleted by its owner). */
  heldPhotoNotFound: () => RpcError.notFound('This photo is not waiting for review (already decided or deleted).', 'HELD_PHOTO_NOT_FOUND'),
  /** The decision schema's own sentence (a validation 400). */
  badPhotoDecision: (message: string) => RpcError.badRequest(message, { decision: message }),

  // Push
  pushNeedsHttps: () => RpcError.badRequest(PUSH_HTTPS, { endpoint: PUSH_HTTPS }, 'PUSH_NEEDS_HTTPS'),

  // Roles
  badRole: () => RpcError.badRequest('Role must be user, admin or super_admin.', undefined, 'INVALID_ROLE'),
  superAdminOnly: () => RpcError.forbidden(ADMIN_MESSAGES.superAdminOnly, 'SUPER_ADMIN_ONLY'),
  userNotFound: () => RpcError.notFound(ADMIN_MESSAGES.userNotFound, 'USER_NOT_FOUND'),
  ownRole: () => RpcError.conflict(ADMIN_MESSAGES.ownRole, 'OWN_ROLE'),

  // Verification
  invalidPhone: () => RpcError.badRequest(VERIFICATION_MESSAGES.invalidPhone, { phoneNumber: VERIFICATION_MESSAGES.invalidPhone }, 'VERIFICATION_PHONE_INVALID'),
  badDocumentType: () => RpcError.badRequest(DOCUMENT_TYPE, { documentType: DOCUMENT_TYPE }, 'DOCUMENT_TYPE_INVALID'),
  missingFrames: () => RpcError.badRequest(VERIFICATION_MESSAGES.missingFrames, { frames: VERIFICATION_MESSAGES.missingFrames }, 'FRAMES_MISSING'),
  /** A frame naming a challenge that does not exist (no field: the frames as a whole are wrong). */
  unknownFrame: () => RpcError.badRequest(VERIFICATION_MESSAGES.missingFrames, undefined, 'FRAMES_MISSING'),
  missingImage: () => RpcError.badRequest(VERIFICATION_MESSAGES.missingImage, undefined, 'IMAGE_MISSING'),
  challengeRequired: () => RpcError.conflict(VERIFICATION_MESSAGES.needsChallenge, 'CHALLENGE_REQUIRED'),
  challengeMismatch: () => RpcError.conflict(VERIFICATION_MESSAGES.needsChallenge, 'CHALLENGE_MISMATCH'),
  alreadyVerified: () => RpcError.conflict(VERIFICATION_MESSAGES.alreadyVerified, 'ALREADY_VERIFIED'),
  underReview: () => RpcError.conflict(VERIFICATION_MESSAGES.underReview, 'UNDER_REVIEW'),
  tooManySends: (retryAfterSeconds: number) => RpcError.tooMany(VERIFICATION_MESSAGES.tooManySends, retryAfterSeconds, 'TOO_MANY_CODES_SENT'),
  codeNotSent: (channel: 'email' | 'phone') =>
    channel === 'email'
      ? RpcError.unavailable('We could not send the email. Please try again in a moment.', 'EMAIL_NOT_SENT')
      : RpcError.unavailable('We could not send the text message. Please try again in a moment.', 'TEXT_NOT_SENT'),
  noCode: () => RpcError.unprocessable(VERIFICATION_MESSAGES.noCode, 'NO_CODE'),
  codeExpired: () => RpcError.unprocessable(VERIFICATION_MESSAGES.expiredCode, 'CODE_EXPIRED'),
  tooManyTries: () => RpcError.tooMany(VERIFICATION_MESSAGES.tooManyTries, undefined, 'TOO_MANY_WRONG_CODES'),
  wrongCode: (triesLeft: number) => RpcError.unprocessable(VERIFICATION_MESSAGES.wrongCode(triesLeft), 'WRONG_CODE'),
  reviewNotFound: () => RpcError.notFound(VERIFICATION_MESSAGES.reviewNotFound, 'REVIEW_NOT_FOUND'),
  /** The decision's first bad field, named, in the schema's own sentence (a validation 400). */
  badDecision: (field: string, message: string) => RpcError.badRequest(message, { [field]: message }),
  alreadyDecided: () => RpcError.conflict('This request has already been decided.', 'ALREADY_DECIDED'),
  reviewersOnly: () => RpcError.forbidden(VERIFICATION_MESSAGES.adminOnly, 'ADMIN_REQUIRED'),
} as const;
