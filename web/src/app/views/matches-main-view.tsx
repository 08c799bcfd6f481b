import { useStartConversation } from '@/features/chat/api/start-conversation';
import { MatchesView } from '@/features/matches/components/matches-view';
import { MeetPointStatus } from '@/features/meeting/components/meet-point-status';
import { ShareMyDateButton } from '@/features/safety/components/share-my-date';
import { partnerOf } from '@/stores/active-match';
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
      matchActions={(match) => <ShareMyDateButton matchId={match.id} partnerName={partnerOf(match).profile.displayName} />}
    />
  );
}
