import type { Type } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ConversationsController } from './chat/conversations.controller.js';
import { VenuesController } from './venue/venues.controller.js';
import { CheckInController } from './venue/checkin.controller.js';
import { AuthController } from './identity/auth.controller.js';
import { LoginController } from './identity/login.controller.js';
import { ProfileController } from './identity/profile.controller.js';
import { PhotosController } from './identity/photos.controller.js';
import { PrivacyController } from './identity/privacy.controller.js';
import { DiscoveryController } from './matching/discovery.controller.js';
import { LikesController } from './matching/likes.controller.js';
import { MatchesController } from './matching/matches.controller.js';
import { MeetingSessionController } from './meeting/meeting-session.controller.js';
import { SafetyController, TrustedContactsController } from './safety/safety.controller.js';
import { EmergencyController } from './safety/emergency.controller.js';
import { LocationShareController, PublicShareController } from './safety/location-share.controller.js';
import { LiveStatusController } from './venue/live-status.controller.js';
import { MessageRequestsController } from './chat/message-requests.controller.js';
import { VerificationController } from './verification/verification.controller.js';
import { VerificationReviewsController } from './verification/verification-reviews.controller.js';
import { PhotoReviewsController } from './identity/photo-reviews.controller.js';
import { AdminController } from './admin/admin.controller.js';
import { ProfessionalController } from './professional/professional.controller.js';
import { PushController } from './push/push.controller.js';
import { MailUnsubscribeController } from './safety/mail-unsubscribe.controller.js';
import { SessionsController } from './identity/sessions.controller.js';
import { DatePlansController, PublicDatePlanController } from './safety/date-plans.controller.js';
import { HiddenWordsController } from './safety/hidden-words.controller.js';
import { CheckInsController } from './safety/check-ins.controller.js';

/** Every REST controller of the gateway, one per API area (added by each feature). */
export const controllers: Type<unknown>[] = [
  HealthController,
  ConversationsController,
  VenuesController,
  CheckInController,
  AuthController,
  LoginController,
  ProfileController,
  PhotosController,
  PrivacyController,
  DiscoveryController,
  LikesController,
  MatchesController,
  MeetingSessionController,
];

// Safety.
controllers.push(SafetyController, TrustedContactsController, EmergencyController, LocationShareController, PublicShareController);

controllers.push(LiveStatusController);
controllers.push(MessageRequestsController);

// Identity verification
controllers.push(VerificationController, VerificationReviewsController);

// Photos the nudity screening held
controllers.push(PhotoReviewsController);

controllers.push(AdminController);

// Professional networking
controllers.push(ProfessionalController);

// Web push
controllers.push(PushController);

// One-click unsubscribe of mail to outside addresses
controllers.push(MailUnsubscribeController);
// Signed-in sessions in the Safety Center
controllers.push(SessionsController);
// Share My Date (the public page's data route before the signed-in ones: its path is more specific)
controllers.push(PublicDatePlanController, DatePlansController);
// Hidden Words
controllers.push(HiddenWordsController);
// "Check on me" and the safety PIN
controllers.push(CheckInsController);
