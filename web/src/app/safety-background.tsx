import { useShares } from '@/features/safety/api/location-shares';
import { useBlockedPush, useOwnSharesPush, useShareBroadcast } from '@/features/safety/realtime';
import { useAfterBlock } from './after-block';
import { CheckInPrompt } from '@/features/safety/components/check-in-prompt';

/**
 * Safety work that runs on every screen while someone is signed in with a profile:
 * - a block made anywhere (this tab, another device, or by the other person) refreshes my lists;
 * - while I have active location shares, my open app keeps their position current, and a share
 *   started or ended elsewhere (or expired) updates the list;
 * - a due "Check on me" shows the full-screen "Are you safe?" over any screen.
 */
export default function SafetyBackground() {
  const afterBlock = useAfterBlock();
  useBlockedPush(afterBlock);
  const shares = useShares();
  useShareBroadcast(shares.data);
  useOwnSharesPush();
  return <CheckInPrompt />;
}
