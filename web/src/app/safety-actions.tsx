import { ReportBlockButton } from '@/features/safety/components/report-block-dialog';
import { useBlockedPush } from '@/features/safety/realtime';
import { useAfterBlock } from './after-block';

export { useAfterBlock, useHideBlocked } from './after-block';

/** Report / block for one person, composed into other features' screens. */
export function PersonSafetyButton({
  person,
  onBlocked,
  icon = true,
}: {
  person: { userId: string; displayName: string };
  onBlocked?: () => void;
  icon?: boolean;
}) {
  const afterBlock = useAfterBlock(onBlocked);
  return <ReportBlockButton person={person} onBlocked={afterBlock} icon={icon} />;
}

/** Leaves a screen about one person when a block between us arrives (e.g. they blocked me mid-chat). */
export function LeaveWhenBlocked({ userId, leave }: { userId: string; leave: () => void }) {
  useBlockedPush((blocked) => {
    if (blocked === userId) leave();
  });
  return null;
}
