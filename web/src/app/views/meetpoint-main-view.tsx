import { MeetPointView } from '@/features/meeting/components/meet-point-view';
import { ShareMyDateButton } from '@/features/safety/components/share-my-date';
import { partnerOf } from '@/stores/active-match';

export default function MeetPointMainView() {
  return <MeetPointView matchActions={(match) => <ShareMyDateButton matchId={match.id} partnerName={partnerOf(match).profile.displayName} />} />;
}
