import { MatchesView } from '@/features/matches/components/matches-view';
import { ActiveMeetingBanner } from '@/features/meeting/components/active-meeting-banner';

export default function MatchesMainView() {
  return <MatchesView banner={<ActiveMeetingBanner />} />;
}
