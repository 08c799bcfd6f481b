import { Module } from '@nestjs/common';
import { PlatformModule } from '@converge/platform';
import { migrations } from './migrations/index.js';
import { chatConfigShape } from './config.js';
import { ConversationRepository } from './conversations/conversations.repository.js';
import { OpenConversationOnMatch } from './conversations/conversations.events.js';
import { ConversationQueries } from './conversations/conversations.rpc.js';
import { StartConversation } from './conversations/start-conversation.js';
import { MarkRead } from './conversations/mark-read.js';
import { SendMessage } from './messages/send-message.js';
import { ListMessages } from './messages/list-messages.js';
import { DisplayNames } from './read-models/display-names.js';
import { Blocks } from './read-models/blocks.js';
import { ChatPrivacyRpc } from './privacy/privacy.rpc.js';
import { MessageRequests } from './message-requests/message-requests.rpc.js';
import { ChatVerificationLevels } from './verification/verification.events.js';
import { ProfessionalConnectionEvents } from './professional/professional.events.js';
import { PairConversation } from './conversations/pair-conversation.rpc.js';

@Module({
  imports: [PlatformModule.forService({ service: 'chat', migrations, config: chatConfigShape })],
  providers: [
    ChatVerificationLevels,
    ConversationRepository,
    OpenConversationOnMatch,
    ConversationQueries,
    StartConversation,
    MarkRead,
    SendMessage,
    ListMessages,
    DisplayNames,
    Blocks,
    ChatPrivacyRpc,
    MessageRequests,
    ProfessionalConnectionEvents,
    PairConversation,
  ],
})
export class ChatModule {}
