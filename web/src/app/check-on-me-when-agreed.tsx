import { useMeetingSession } from '@/features/meeting/api/meeting';
import { CheckOnMeOffer } from '@/features/safety/components/check-on-me';
import type { Match } from '@/stores/active-match';

/** Once both agreed on the meet point, the meeting screens offer "Check on me in 1 hour" for this match. */
export function CheckOnMeWhenAgreed({ match }: { match: Match }) {
  const session = useMeetingSession(match);
  if (!match.meetPoint || !session.data?.agreed) return null;
  return <CheckOnMeOffer matchId={match.id} />;
}
