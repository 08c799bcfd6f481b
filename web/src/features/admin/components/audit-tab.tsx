import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuditLog } from '../api/admin-api';
import type { AdminAction } from '../api/types';
import { EmptyState, formatDateTime, humanize, InlineLoader, LoadError, SectionTitle } from './shared';

const actorOf = (a: AdminAction) => a.actorEmail;

/** The append-only audit log, newest first. */
export function AuditTab() {
  const actions = useAuditLog();
  const list = actions.data?.pages.flatMap((p) => p.items) ?? [];
  const total = actions.data?.pages[0]?.total ?? 0;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="audit-title">
      <SectionTitle>
        <span id="audit-title">Audit log</span>
      </SectionTitle>
      {actions.isPending ? (
        <InlineLoader label="Loading audit log..." />
      ) : actions.isError ? (
        <LoadError error={actions.error} what="the audit log" />
      ) : list.length === 0 ? (
        <EmptyState icon={History} title="Nothing logged yet">
          Every admin action (venues, QR codes, settings, roles, moderation) is recorded here.
        </EmptyState>
      ) : (
        <ol className="flex flex-col divide-y rounded-2xl border bg-card">
          {list.map((a) => (
            <li key={a.id} className="flex flex-col gap-1 px-4 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{humanize(a.actionType)}</Badge>
                <span className="text-xs text-muted-foreground">{humanize(a.targetType)}</span>
              </div>
              <p className="text-sm">{a.description}</p>
              <p className="text-xs text-muted-foreground">
                {actorOf(a) ? `${actorOf(a)} · ` : ''}
                <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {list.length > 0 ? (
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span>
            {list.length} of {total}
          </span>
          {actions.hasNextPage ? (
            <Button size="sm" variant="outline" disabled={actions.isFetchingNextPage} onClick={() => void actions.fetchNextPage()}>
              {actions.isFetchingNextPage ? 'Loading...' : 'Show older'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
