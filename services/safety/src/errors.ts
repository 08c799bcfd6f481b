import { RpcError } from '@converge/contracts';

/** The answer to a new position that moved faster than a plane since the person's last one. */
export const IMPLAUSIBLE_POSITION_MESSAGE = 'That location is too far from your last one to be real, so it was ignored.';
/** The answer when an outside address used the unsubscribe link of an earlier mail. */
export const UNSUBSCRIBED_MESSAGE = 'This person has asked not to receive these emails.';
export const PHONE_INVALID = 'Please enter a valid phone number with its country code, e.g. +14155550123.';

/**
 * Every error the safety service answers with, by name. Handlers and rules throw `errors.x()`; the
 * status, code, message and fields are part of the API (the web app and the tests read them).
 */
export const errors = {
  // ---- blocks and reports ----
  /** Nobody blocks or reports themselves (400 on the field that named them). */
  notYourself: (verb: 'block' | 'report', field: string) =>
    RpcError.badRequest(`You cannot ${verb} yourself.`, { [field]: `You cannot ${verb} yourself.` }, verb === 'block' ? 'BLOCK_SELF' : 'REPORT_SELF'),
  tooManyReports: (retryAfterSeconds: number) => RpcError.tooMany('You have sent the maximum number of reports for today. Please try again tomorrow.', retryAfterSeconds, 'TOO_MANY_REPORTS'),
  /** Identity did not answer whether the reported account exists: we cannot tell, so 503. */
  identityUnavailable: () => RpcError.unavailable('We could not check that account just now. Please try again in a moment.', 'ACCOUNT_CHECK_UNAVAILABLE'),
  userNotFound: () => RpcError.notFound('That person was not found.', 'PERSON_NOT_FOUND'),

  // ---- trusted contacts ----
  invalidPhone: (field: string) => RpcError.badRequest(PHONE_INVALID, { [field]: PHONE_INVALID }, 'CONTACT_PHONE_INVALID'),
  tooManyContacts: (max: number) => RpcError.conflict(`You can have at most ${max} trusted contacts. Remove one to add another.`, 'TOO_MANY_CONTACTS'),
  contactExists: () => RpcError.conflict('This person is already one of your trusted contacts.', 'CONTACT_EXISTS'),
  contactNotFound: () => RpcError.notFound('Trusted contact not found.', 'CONTACT_NOT_FOUND'),

  // ---- location shares ----
  shareNotFound: () => RpcError.notFound('Location share not found.', 'SHARE_NOT_FOUND'),
  shareEnded: () => new RpcError(410, 'SHARE_ENDED', 'This location share has ended.'),
  tooManyShares: (max: number) => RpcError.conflict(`You are already sharing your location with ${max} contacts. Stop a share to start another.`, 'TOO_MANY_SHARES'),

  // ---- mail to outside addresses ----
  /** 422 for an address that asked for no more mail. */
  recipientUnsubscribed: () => RpcError.unprocessable(UNSUBSCRIBED_MESSAGE, 'RECIPIENT_UNSUBSCRIBED'),
  /** 429 once an address had its share mails for today; retry when the UTC day turns. */
  tooManyShareMails: (max: number, retryAfterSeconds: number) =>
    RpcError.tooMany(
      `This person has already received ${max} location shares from Converge today. Please try again tomorrow or reach them another way.`,
      retryAfterSeconds,
      'TOO_MANY_SHARE_MAILS',
    ),
  unsubscribeLinkInvalid: () => RpcError.notFound('This unsubscribe link is not valid. Please use the link from the email.', 'UNSUBSCRIBE_LINK_INVALID'),

  // ---- date plans (Share My Date) ----
  /** Not the caller's match, a blocked one, or an unknown id: the same answer, so nothing is learned. */
  datePlanMatchNotFound: () => RpcError.notFound('Match not found.', 'MATCH_NOT_FOUND'),
  datePlanNotFound: () => RpcError.notFound('Date plan not found.', 'DATE_PLAN_NOT_FOUND'),
  datePlanEnded: () => new RpcError(410, 'DATE_PLAN_ENDED', 'This date plan is no longer shared.'),
  datePlanInPast: () => RpcError.unprocessable('That time has already passed. Please choose when your date starts.', 'DATE_PLAN_IN_PAST'),
  datePlanTooFarAhead: () => RpcError.unprocessable('A date plan can be shared at most 30 days ahead.', 'DATE_PLAN_TOO_FAR_AHEAD'),
  tooManyDatePlans: (max: number) => RpcError.conflict(`You already have ${max} date plans shared. Take one back to share another.`, 'TOO_MANY_DATE_PLANS'),
  noContactEmail: () => RpcError.conflict('Add a trusted contact with an email address first.', 'NO_CONTACT_EMAIL'),
  /** Matching or venue did not answer: the plan cannot be described yet. */
  datePlanUnavailable: () => RpcError.unavailable('We could not load this match just now. Please try again in a moment.', 'DATE_PLAN_UNAVAILABLE'),

  // ---- meeting sessions ----
  /** Anyone but the two participants, and any unknown id. */
  sessionNotFound: () => RpcError.notFound('Meeting session not found.', 'SESSION_NOT_FOUND'),
  sharingAlreadyStopped: () => RpcError.conflict('Location sharing has already stopped.', 'SHARING_STOPPED'),
  sharingStoppedForMeeting: () => RpcError.conflict('Location sharing has stopped for this meeting.', 'SHARING_STOPPED_FOR_MEETING'),
  waitingForPartner: () => RpcError.conflict('Your match needs to accept the meet point you chose.', 'WAITING_FOR_PARTNER'),
  meetPointNotAgreed: () => RpcError.conflict('Location sharing starts when both of you have agreed on the meet point.', 'MEET_POINT_NOT_AGREED'),
  implausibleMovement: () => RpcError.unprocessable(IMPLAUSIBLE_POSITION_MESSAGE, 'IMPLAUSIBLE_MOVEMENT'),

  // ---- "Check on me" ----
  /** In minutes from a minute up (the web picks the plural form by the number); under a minute, in seconds. */
  checkInTooSoon: (minSeconds: number) =>
    minSeconds >= 60
      ? RpcError.unprocessable(`Please choose a time at least ${Math.round(minSeconds / 60)} minute${minSeconds >= 120 ? 's' : ''} from now.`, 'CHECK_IN_TOO_SOON')
      : RpcError.unprocessable(`Please choose a time at least ${minSeconds} seconds from now.`, 'CHECK_IN_TOO_SOON_SECONDS'),
  checkInTooFar: () => RpcError.unprocessable('Please choose a time within the next 12 hours.', 'CHECK_IN_TOO_FAR'),
  /** Anyone else's check-in, and any unknown id. */
  checkInNotFound: () => RpcError.notFound('Check-in not found.', 'CHECK_IN_NOT_FOUND'),
  /** Anyone else's match, and any unknown id (matching answered 404). */
  matchNotFound: () => RpcError.notFound('That match was not found.', 'CHECK_IN_MATCH_NOT_FOUND'),
  matchingUnavailable: () => RpcError.unavailable('We could not check that match just now. Please try again in a moment.', 'MATCH_CHECK_UNAVAILABLE'),
  checkInAlreadyDue: () => RpcError.conflict('This check-in is already due. Answer it with “I’m safe” instead.', 'CHECK_IN_DUE'),
  checkInClosed: () => RpcError.conflict('This check-in is already closed.', 'CHECK_IN_CLOSED'),
  checkInCancelled: () => RpcError.conflict('This check-in was cancelled.', 'CHECK_IN_CANCELLED'),
  pinRequired: () => RpcError.badRequest('Please enter your PIN.', { pin: 'Please enter your PIN.' }, 'PIN_REQUIRED'),
  wrongPin: () => RpcError.forbidden('That PIN is not right. Please try again.', 'WRONG_PIN'),
  tooManyWrongPins: (retryAfterSeconds: number) => RpcError.tooMany('Too many wrong PINs. Please wait a moment and try again.', retryAfterSeconds, 'TOO_MANY_WRONG_PINS'),
} as const;
