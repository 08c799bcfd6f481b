import { LIKE_OUT_OF_REACH_MESSAGE, MESSAGE_FLAGGED, MESSAGE_FLAGGED_SENTENCE, NO_SHARED_CONTEXT, REQUEST_OUT_OF_REACH, REQUEST_OUT_OF_REACH_MESSAGE, RpcError } from '@converge/contracts';

/**
 * Every error the matching service answers with, by name. Handlers and rules throw `errors.x()`; the
 * status, code, message and fields are part of the API (the web app and the tests read them).
 */
export const errors = {
  // ---- reach: a like or a message request needs a shared context at that moment ----
  /**
   * Every refusal of a like for want of a shared context (far away, another mode, a block either way,
   * incognito) is this one 403, so the answer never tells where someone is or that they are hiding.
   */
  likeOutOfReach: () => RpcError.forbidden(LIKE_OUT_OF_REACH_MESSAGE, NO_SHARED_CONTEXT),
  /** The same rule for a message request (asked by chat): its own sentence, so its own code. */
  requestOutOfReach: () => RpcError.forbidden(REQUEST_OUT_OF_REACH_MESSAGE, REQUEST_OUT_OF_REACH),

  // ---- discovery ----
  notCheckedIn: () => RpcError.forbidden('You can only see people at the venue where you are checked in.', 'NOT_CHECKED_IN'),
  /** Saved discovery filters that break the filters' rule: the first problem, on its field, in the schema's sentence (a validation 400). */
  invalidFilters: (field: string, message: string | undefined) => RpcError.badRequest(message ?? 'Invalid filters', { [field]: message ?? 'Invalid' }),

  // ---- likes and passes ----
  /** A like note the classifier found hurtful, not confirmed: the app asks "Are you sure?". */
  noteFlagged: (categories: string[]) => new RpcError(422, MESSAGE_FLAGGED, MESSAGE_FLAGGED_SENTENCE, undefined, categories),
  profileNotAvailable: () => RpcError.notFound('This person is no longer available.', 'PROFILE_NOT_AVAILABLE'),
  youBlocked: () => RpcError.forbidden('You blocked this person, so you cannot like them. Unblock them in the Safety Center first.', 'USER_BLOCKED'),
  /** A like needs a dating check-in; someone networking here is told why, not "check in". */
  networkingHere: () =>
    RpcError.forbidden('You are checked in for professional networking here. Likes are for dating mode: check in again in dating mode to like people.', 'PROFESSIONAL_MODE'),

  // ---- matches ----
  matchNotFound: () => RpcError.notFound('Match not found.', 'MATCH_NOT_FOUND'),
  notAMeetPoint: () => RpcError.badRequest("Please choose one of the venue's meet points.", { meetPoint: 'Not a meet point of this venue' }, 'NOT_A_MEET_POINT'),

  // ---- professional networking ----
  professionalProfileRequired: () => RpcError.forbidden('Create your professional profile first.', 'PROFESSIONAL_PROFILE_REQUIRED'),
  personNotAvailable: () => RpcError.notFound('This person is not available for networking right now.', 'PERSON_NOT_AVAILABLE'),
  connectionNotFound: () => RpcError.notFound('This connection request is no longer available.', 'CONNECTION_NOT_FOUND'),
  connectWithSelf: () => RpcError.badRequest('You cannot connect with yourself.', { toUserId: 'You cannot connect with yourself.' }, 'CONNECT_WITH_SELF'),
  connectBlocked: () => RpcError.forbidden('You cannot connect with this person.', 'CONNECT_BLOCKED'),
  alreadyConnected: (name: string) => RpcError.conflict(`You are already connected with ${name}.`, 'ALREADY_CONNECTED'),
  connectionPending: (name: string) => RpcError.conflict(`You already asked ${name} to connect.`, 'CONNECTION_PENDING'),
  tooManyOpenRequests: () => RpcError.tooMany('You have many requests waiting for an answer. Try again tomorrow.', undefined, 'TOO_MANY_OPEN_REQUESTS'),
} as const;
