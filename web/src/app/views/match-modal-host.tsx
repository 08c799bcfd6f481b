import { MatchModalHost } from '@/features/matches/components/match-modal';

/** "It's a Match!" over whichever main view is showing, opened live by the socket push. */
export default function MatchModalOverlay() {
  return <MatchModalHost />;
}
