import type { Provider } from '@nestjs/common';
import { ChatPusher } from './pushers/chat.pusher.js';
import { ChatPushOrder } from './pushers/chat-push-order.js';
import { ChatSocketHandlers } from './pushers/chat-socket.js';
import { MatchingPusher } from './pushers/matching.pusher.js';
import { MeetingPusher } from './pushers/meeting.pusher.js';
import { MeetingPositionHandlers } from './pushers/meeting-position.js';
import { SafetyPusher } from './pushers/safety.pusher.js';
import { LivePusher } from './pushers/live.pusher.js';
import { VerificationPusher } from './pushers/verification.pusher.js';
import { ShareLiveHandlers } from './pushers/share-live.js';
import { AdminPusher } from './pushers/admin.pusher.js';
import { ProfessionalPusher } from './pushers/professional.pusher.js';
import { VenueDiscoveryPusher } from './pushers/venue-discovery.pusher.js';
import { Presence } from './presence.js';
import { CheckInsPusher } from './pushers/check-ins.pusher.js';

/** Providers that register socket pushes with EventFanout in their onModuleInit (one per feature). */
export const pushers: Provider[] = [ChatPusher, ChatPushOrder, ChatSocketHandlers, MatchingPusher, MeetingPusher, MeetingPositionHandlers];

// Safety.
pushers.push(SafetyPusher, ShareLiveHandlers);

pushers.push(LivePusher);

// Identity verification
pushers.push(VerificationPusher);

pushers.push(AdminPusher);

// Professional networking
pushers.push(ProfessionalPusher);

// Live venue discovery
pushers.push(VenueDiscoveryPusher);
// Web push: who has a socket open, so identity pushes messages only to closed apps.
pushers.push(Presence);
// "Check on me": the person's own devices.
pushers.push(CheckInsPusher);
