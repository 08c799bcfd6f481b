import { ChatTables1700000700000 } from './1700000700000-chat-tables.js';
import { ClosedReason1802000000001 } from './1802000000001-closed-reason.js';
import { MessageRequests1804000000001 } from './1804000000001-message-requests.js';
import { VerifiedUsers1805000000002 } from './1805000000002-verified-users.js';
import { ParticipantPhotos1814000000002 } from './1814000000002-participant-photos.js';
import { HiddenWords1841000000002 } from './1841000000002-hidden-words.js';
import { MessageModeration1842000000001 } from './1842000000001-message-moderation.js';
import { ConversationSeq1848000000001 } from './1848000000001-conversation-seq.js';
import { MessageRequestIceBreakerKey1849200000001 } from './1849200000001-message-request-ice-breaker-key.js';
import { MessagesPagedByPlace1849720000001 } from './1849720000001-messages-paged-by-place.js';
import { SendBatchFunction1849835000001 } from './1849835000001-send-batch-function.js';

/** Migrations of the chat service, in order. They run at start (never synchronize). */
export const migrations = [
  ChatTables1700000700000,
  ClosedReason1802000000001,
  MessageRequests1804000000001,
  VerifiedUsers1805000000002,
  ParticipantPhotos1814000000002,
  HiddenWords1841000000002,
  MessageModeration1842000000001,
  ConversationSeq1848000000001,
  MessageRequestIceBreakerKey1849200000001,
  MessagesPagedByPlace1849720000001,
  SendBatchFunction1849835000001,
];
