import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ReportBlockButton } from '@/features/safety/components/report-block-dialog';
import { useBlockedPush } from '@/features/safety/realtime';

/**
 * Report / block composed into other features' screens. A block hides the pair from each other
 * everywhere, so whatever lists them (matches, conversations, discovery) is read again.
 */
export function useAfterBlock(then?: () => void) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['/api/conversations'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/matches'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/discovery/profiles'] });
    then?.();
  }, [queryClient, then]);
}

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
