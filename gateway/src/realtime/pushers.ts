import type { Provider } from '@nestjs/common';
import { ChatPusher } from './pushers/chat.pusher.js';
import { ChatSocketHandlers } from './pushers/chat-socket.js';
import { MatchingPusher } from './pushers/matching.pusher.js';
import { MeetingPusher } from './pushers/meeting.pusher.js';
import { MeetingPositionHandlers } from './pushers/meeting-position.js';
import { AdminPusher } from './pushers/admin.pusher.js';

/** Providers that register socket pushes with EventFanout in their onModuleInit (one per feature). */
export const pushers: Provider[] = [ChatPusher, ChatSocketHandlers, MatchingPusher, MeetingPusher, MeetingPositionHandlers];
pushers.push(AdminPusher);
