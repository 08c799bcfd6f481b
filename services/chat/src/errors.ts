import { MESSAGE_FLAGGED, MESSAGE_FLAGGED_SENTENCE, RpcError } from '@converge/contracts';

/**
 * Every error the chat service answers with (status, code and sentence are what the web app and the
 * gateway's tests read). Handlers, rules and repositories throw these; nothing else builds an RpcError.
 */
export const errors = {
  // Conversations: a non-participant cannot tell a conversation from one that does not exist.
  conversationNotFound: () => RpcError.notFound('Conversation not found.', 'CONVERSATION_NOT_FOUND'),
  conversationWithSelf: () => RpcError.forbidden('You cannot start a conversation with yourself.', 'CONVERSATION_WITH_SELF'),
  notMatched: () => RpcError.forbidden('You can only message people you have matched with.', 'NOT_MATCHED'),
  // Messages.
  /** The message schema's own sentence (the kind of validation 400 whose sentence is the request's). */
  invalidMessage: (message: string) => RpcError.badRequest(message),
  /** "Are you sure?": the app shows the categories and offers Edit or Send anyway (confirmed: true). */
  messageFlagged: (categories: string[]) => new RpcError(422, MESSAGE_FLAGGED, MESSAGE_FLAGGED_SENTENCE, undefined, categories),
  conversationClosed: () => RpcError.forbidden('You can no longer send messages in this conversation.', 'CONVERSATION_CLOSED'),
  invalidCursor: (reason: string) => RpcError.badRequest('That message cursor is not valid.', { before: reason }, 'INVALID_CURSOR'),
  // Message requests.
  requestNotFound: () => RpcError.notFound('This message request is no longer available.', 'MESSAGE_REQUEST_NOT_FOUND'),
  requestBlocked: () => RpcError.forbidden('You cannot send a message request to this person.', 'MESSAGE_REQUEST_BLOCKED'),
  botherNotFound: () => RpcError.notFound('Message not found.', 'MESSAGE_NOT_FOUND'),
  requestToStranger: () => RpcError.forbidden('You can only message people you matched with or found in live discovery.', 'NOT_MATCHED_OR_DISCOVERED'),
} as const;
