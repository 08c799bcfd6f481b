import { ChatTables1700000700000 } from './1700000700000-chat-tables.js';
import { VerifiedUsers1805000000002 } from './1805000000002-verified-users.js';

/** Migrations of the chat service, in order. They run at start (never synchronize). */
export const migrations = [ChatTables1700000700000, VerifiedUsers1805000000002];
