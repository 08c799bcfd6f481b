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
  // Every way a block ends the chat goes back to the list, where it no longer shows.
  const backToList = () => navigate('/conversations', { replace: true });
  return (
    <RequireProfile>
      <BotherActionDialog action={bother} onClose={() => setBother(null)} onBlocked={backToList} />
      {conversationId ? (
        <ChatView
          onBotherAction={setBother}
          key={conversationId}
          conversationId={conversationId}
          onClosedByBlock={backToList}
          headerActions={(other) => (
            <>
              <LeaveWhenBlocked userId={other.userId} conversationId={conversationId} leave={backToList} />
              <PersonSafetyButton person={other} onBlocked={backToList} />
            </>
          )}
        />
      ) : (
        <NoConversationSelected />
      )}
    </RequireProfile>
  );
}
