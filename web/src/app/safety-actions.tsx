import { ReportBlockButton } from '@/features/safety/components/report-block-dialog';
import { useBlockedPush } from '@/features/safety/realtime';
import { useAfterBlock } from './after-block';

export { useAfterBlock, useHideBlocked } from './after-block';

/** Report / block for one person, composed into other features' screens. */
export function PersonSafetyButton({ person, onBlocked, icon = true }: { person: { userId: string; displayName: string }; onBlocked?: () => void; icon?: boolean }) {
  const afterBlock = useAfterBlock(onBlocked);
  return <ReportBlockButton person={person} onBlocked={afterBlock} icon={icon} />;
}

/**
 * Leaves a screen about one person when a block between us arrives (e.g. they blocked me mid-chat): the
 * push names them (I blocked them elsewhere) or our conversation / match (they blocked me).
 */
export function LeaveWhenBlocked({ userId, conversationId, matchId, leave }: { userId: string; conversationId?: string | null; matchId?: string | null; leave: () => void }) {
  useBlockedPush((push) => {
    if (push.userId === userId || (conversationId && push.conversationId === conversationId) || (matchId && push.matchId === matchId)) leave();
  });
  return null;
}
