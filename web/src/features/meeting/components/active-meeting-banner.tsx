import { useActiveMatch, useMeetingSession } from '../api/meeting';
import { useMeetingRealtime } from '../hooks/use-meeting-realtime';
import { MeetingBanner } from './meeting-banner';

/** The banner for the current match's open session, if there is one (shown on every screen by GlobalMeetingBanner). */
export function ActiveMeetingBanner() {
  useMeetingRealtime();
  const { match } = useActiveMatch();
  const session = useMeetingSession(match);
  return session.data ? <MeetingBanner session={session.data} /> : null;
}
