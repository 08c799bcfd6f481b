import { useStartConversation } from '@/features/chat/api/start-conversation';
import { MatchesView } from '@/features/matches/components/matches-view';
import { MeetPointStatus } from '@/features/meeting/components/meet-point-status';
import { PersonSafetyButton } from '../safety-actions';
import { CheckOnMeWhenAgreed } from '../check-on-me-when-agreed';

export default function MatchesMainView() {
  const start = useStartConversation();
  return (
    <MatchesView
      meetPointStatus={(match) => (
        <>
          <MeetPointStatus match={match} />
          <CheckOnMeWhenAgreed match={match} />
        </>
      )}
      startConversation={(userId) => start.mutateAsync({ userId })}
      personActions={(person) => <PersonSafetyButton person={person} />}
    />
  );
}
