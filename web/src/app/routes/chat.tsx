import { useParams } from 'react-router-dom';
import { ChatView, NoConversationSelected } from '@/features/chat/components/chat-view';
import { RequireProfile } from '../guards';

/** /chat/{conversationId}; /chat alone says that no conversation is selected. */
export function Component() {
  const { conversationId } = useParams();
  return <RequireProfile>{conversationId ? <ChatView key={conversationId} conversationId={conversationId} /> : <NoConversationSelected />}</RequireProfile>;
}
