import { History } from 'lucide-react';
import { ADMIN_ACTION_TYPES } from '@converge/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuditLog } from '../api/admin-api';
import type { AdminAction } from '../api/types';
import { admin } from '@/locales/admin';
import { formatDateTime, formatNumber } from '../format';
import { auditLine } from '../admin-texts';
import { EmptyState, humanize, InlineLoader, LoadError, SectionTitle } from './shared';

const actorOf = (a: AdminAction) => a.actorEmail;

type ActionType = (typeof ADMIN_ACTION_TYPES)[number];
const TARGET_TYPES = ['business', 'user', 'venue'] as const;
type TargetType = (typeof TARGET_TYPES)[number];
const isActionType = (type: string): type is ActionType => (ADMIN_ACTION_TYPES as readonly string[]).includes(type);
const isTargetType = (type: string): type is TargetType => (TARGET_TYPES as readonly string[]).includes(type);

/** The append-only audit log, newest first. */
export function AuditTab() {
  const actions = useAuditLog();
  const list = actions.data?.pages.flatMap((p) => p.items) ?? [];
  const total = actions.data?.pages[0]?.total ?? 0;
  const t = admin.useT();
  // A type this screen has no words for yet (newer server) shows as the server names it.
  const actionName = (type: string) => (isActionType(type) ? t(`audit.action.${type}`) : humanize(type));
  const targetName = (type: string) => (isTargetType(type) ? t(`audit.target.${type}`) : humanize(type));
  return (
    <section className="flex flex-col gap-4" aria-labelledby="audit-title">
      <SectionTitle>
        <span id="audit-title">{t('audit.title')}</span>
      </SectionTitle>
      {actions.isPending ? (
        <InlineLoader label={t('audit.loading')} />
      ) : actions.isError ? (
        <LoadError error={actions.error} say={(reason) => t('load.audit', { reason })} />
      ) : list.length === 0 ? (
        <EmptyState icon={History} title={t('audit.emptyTitle')}>
          {t('audit.emptyBody')}
        </EmptyState>
      ) : (
        <ol className="flex flex-col divide-y rounded-2xl border bg-card">
          {list.map((a) => (
            <li key={a.id} className="flex flex-col gap-1 px-4 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{actionName(a.actionType)}</Badge>
                <span className="text-xs text-muted-foreground">{targetName(a.targetType)}</span>
              </div>
              <p className="text-sm">{auditLine(a)}</p>
              <p className="text-xs text-muted-foreground">
                {actorOf(a) ? <span>{actorOf(a)} · </span> : null}
                <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {list.length > 0 ? (
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>{t('audit.shown', { shown: formatNumber(list.length), total: formatNumber(total) })}</span>
          {actions.hasNextPage ? (
            <Button size="sm" variant="outline" disabled={actions.isFetchingNextPage} onClick={() => void actions.fetchNextPage()}>
              {actions.isFetchingNextPage ? t('audit.loadingMore') : t('audit.showOlder')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
