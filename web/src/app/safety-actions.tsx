import { REPORT_DESCRIPTION_MAX_LENGTH } from '@converge/contracts';
import { ReportBlockButton, ReportBlockDialog } from '@/features/safety/components/report-block-button';
import { useBlockedPush } from '@/features/safety/realtime';
import { useAfterBlock } from './after-block';
import { safetyReports } from '@/locales/safety-reports';

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

/**
 * Report or Block from "Does this bother you?" under a flagged message: the report form opens with
 * harassment chosen and the message quoted (source bother_prompt, counted apart for the admins).
 */
export function BotherActionDialog({
  action,
  onClose,
  onBlocked,
}: {
  action: { mode: 'report' | 'block'; person: { userId: string; displayName: string }; content: string } | null;
  onClose: () => void;
  onBlocked?: () => void;
}) {
  const afterBlock = useAfterBlock(onBlocked);
  if (!action) return null;
  const quoted = safetyReports.t('bother.quote', { content: action.content }).slice(0, REPORT_DESCRIPTION_MAX_LENGTH);
  return (
    <ReportBlockDialog
      key={`${action.mode}-${action.content}`}
      person={action.person}
      open
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      initialMode={action.mode}
      onBlocked={afterBlock}
      prefill={{ reason: 'harassment', description: quoted, source: 'bother_prompt' }}
    />
  );
}
