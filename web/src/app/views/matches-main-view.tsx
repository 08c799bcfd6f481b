import { useStartConversation } from '@/features/chat/api/start-conversation';
import { MatchesView } from '@/features/matches/components/matches-view';
import { ActiveMeetingBanner } from '@/features/meeting/components/active-meeting-banner';
import { PersonSafetyButton } from '../safety-actions';

export default function MatchesMainView() {
  const start = useStartConversation();
  return (
    <MatchesView
      banner={<ActiveMeetingBanner />}
      startConversation={(userId) => start.mutateAsync({ userId })}
      personActions={(person) => <PersonSafetyButton person={person} />}
    />
  );
}
