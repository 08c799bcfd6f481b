import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ChatView, NoConversationSelected } from '@/features/chat/components/chat-view';
import { RequireProfile } from '../guards';
import { BotherActionDialog, LeaveWhenBlocked, PersonSafetyButton } from '../safety-actions';

/** /chat/{conversationId}; /chat alone says that no conversation is selected. */
export function Component() {
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const [bother, setBother] = useState<Parameters<typeof BotherActionDialog>[0]['action']>(null);
  return (
    <RequireProfile>
      <BotherActionDialog action={bother} onClose={() => setBother(null)} onBlocked={() => navigate('/conversations', { replace: true })} />
      {conversationId ? (
        <ChatView
          onBotherAction={setBother}
          key={conversationId}
          conversationId={conversationId}
          // A block closes the conversation: back to the list, where it no longer shows.
          onClosedByBlock={() => navigate('/conversations', { replace: true })}
          headerActions={(other) => (
            <>
              <LeaveWhenBlocked userId={other.userId} conversationId={conversationId} leave={() => navigate('/conversations', { replace: true })} />
              <PersonSafetyButton person={other} onBlocked={() => navigate('/conversations', { replace: true })} />
            </>
          )}
        />
      ) : (
        <NoConversationSelected />
      )}
    </RequireProfile>
  );
}
