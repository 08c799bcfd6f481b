import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { chatConfigShape } from './config.js';
import { ConversationsRepository } from './conversations/conversations.repository.js';
import { ConversationsHandlers } from './conversations/conversations.handlers.js';
import { StartConversationHandlers } from './conversations/start-conversation.handlers.js';
import { ConversationsEvents } from './conversations/conversations.events.js';
import { MessagesRepository } from './messages/messages.repository.js';
import { MessagesHandlers } from './messages/messages.handlers.js';
import { MessageRequestsRepository } from './message-requests/message-requests.repository.js';
import { MessageRequestsHandlers } from './message-requests/message-requests.handlers.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyHandlers } from './privacy/privacy.handlers.js';
import { ProfessionalEvents } from './professional/professional.events.js';
import { VerificationEvents } from './verification/verification.events.js';
import { DisplayNames } from './read-models/display-names.js';
import { Blocks } from './read-models/blocks.js';
import { HiddenWords } from './read-models/hidden-words.js';
import { MessageModeration } from './moderation/message-moderation.js';

@Module({
  imports: [PlatformModule.forService({ service: 'chat', migrations, config: chatConfigShape })],
  providers: [
    ConversationsRepository,
    ConversationsHandlers,
    StartConversationHandlers,
    ConversationsEvents,
    MessagesRepository,
    MessagesHandlers,
    MessageModeration,
    MessageRequestsRepository,
    MessageRequestsHandlers,
    PrivacyRepository,
    PrivacyHandlers,
    ProfessionalEvents,
    VerificationEvents,
    // Read models of other services' data.
    DisplayNames,
    Blocks,
    HiddenWords,
  ],
})
export class ChatModule {}
