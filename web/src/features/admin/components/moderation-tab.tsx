import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { SUSPENSION_DEFAULT_DAYS } from '@converge/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useDecideReport, useReports, useSecurityMetrics } from '../api/admin-api';
import { pageItems, type ModerationAction, type ModerationCase } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';
import { HeldPhotos } from './held-photos';
import { EmptyState, errorToast, formatDateTime, formatNumber, humanize, InlineLoader, LoadError, SectionTitle } from './shared';

const ACTIONS: Record<ModerationAction, { label: string; pending: string; done: string; describe: (name: string) => string; destructive: boolean }> = {
  warn: { label: 'Warn', pending: 'Warning...', done: 'Warning sent', describe: (n) => `${n} gets a warning. The case is closed.`, destructive: false },
  suspend: {
    label: 'Suspend',
    pending: 'Suspending...',
    done: 'Account suspended',
    describe: (n) => `${n} is signed out everywhere at once, hidden from everyone and cannot sign in for ${SUSPENSION_DEFAULT_DAYS} days.`,
    destructive: true,
  },
  ban: { label: 'Ban', pending: 'Banning...', done: 'Account banned', describe: (n) => `${n} is signed out and can never sign in again.`, destructive: true },
  dismiss: { label: 'Dismiss', pending: 'Dismissing...', done: 'Report dismissed', describe: () => 'No action against the person. The case is closed.', destructive: false },
  reinstate: {
    label: 'Reinstate',
    pending: 'Reinstating...',
    done: 'Account reinstated',
    describe: (n) => `${n}'s suspension ends now and they can sign in again.`,
    destructive: false,
  },
};

const nameOf = (c: ModerationCase) => c.reportedName || c.reportedEmail || 'Unknown User';
const suspended = (c: ModerationCase) => c.accountStatus === 'suspended';

/** Today's safety counters (the same 30-second poll the dashboard keeps running). */
function SecuritySummary() {
  const metrics = useSecurityMetrics();
  if (!metrics.data) return null;
  const m = metrics.data;
  const items: Array<[string, number]> = [
    ['Reports today', m.reportsToday],
    ['From "Does this bother you?" today', m.botherPromptReportsToday],
    ['Emergencies today', m.emergenciesToday],
    ['Open cases', m.openCases],
    ['Active suspensions', m.activeSuspensions],
    ['Failed sign-ins today', m.failedSignInsToday],
    ['Rate-limit hits today', m.rateLimitHitsToday],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-7" aria-label="Security today">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Open moderation cases, critical first; every decision asks for a reason and a confirmation. */
export function ModerationTab() {
  const reports = useReports();
  const decide = useDecideReport();
  const [pending, setPending] = useState<{ report: ModerationCase; action: ModerationAction } | null>(null);
  const cases = [...pageItems(reports.data)].sort((a, b) => Number(b.critical) - Number(a.critical) || b.lastReportAt.localeCompare(a.lastReportAt));

  return (
    <section className="flex flex-col gap-4" aria-labelledby="moderation-title">
      <SectionTitle>
        <span id="moderation-title">Moderation queue</span>
      </SectionTitle>
      <SecuritySummary />
      {reports.isPending ? (
        <InlineLoader label="Loading reports..." />
      ) : reports.isError ? (
        <LoadError error={reports.error} what="reports" />
      ) : cases.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No open reports">
          New reports show up here as soon as they are filed.
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {cases.map((c) => {
            const critical = c.critical;
            const actions: ModerationAction[] =
              c.accountStatus === 'banned' ? ['reinstate', 'dismiss'] : suspended(c) ? ['reinstate', 'ban', 'dismiss'] : ['warn', 'suspend', 'ban', 'dismiss'];
            return (
              <li key={c.id}>
                <Card className={critical ? 'flex flex-col gap-3 border-destructive/60 p-4' : 'flex flex-col gap-3 p-4'} data-testid="report-case">
                  <div className="flex items-start gap-3">
                    <ShieldAlert className={critical ? 'mt-0.5 size-5 text-destructive-text' : 'mt-0.5 size-5 text-muted-foreground'} aria-hidden />
                    <div className="min-w-0 flex-1">
                      <h3 className="truncate font-semibold">{nameOf(c)}</h3>
                      <p className="text-xs text-muted-foreground">
                        {c.reportCount} report{c.reportCount === 1 ? '' : 's'} · last {formatDateTime(c.lastReportAt)}
                      </p>
                    </div>
                    {critical ? <Badge className="bg-destructive text-destructive-foreground">Critical</Badge> : null}
                    {c.accountStatus !== 'active' ? <Badge variant="muted">{humanize(c.accountStatus)}</Badge> : null}
                  </div>
                  <ul className="flex flex-wrap gap-1.5" aria-label="Reasons">
                    {[...new Set(c.reasons)].map((r) => (
                      <li key={r}>
                        <Badge variant="outline">{humanize(r)}</Badge>
                      </li>
                    ))}
                  </ul>
                  {c.relatedAccounts.length ? (
                    <p className="text-sm">
                      Same face as{' '}
                      {c.relatedAccounts.map((r, i) => (
                        <span key={r.userId}>
                          {i ? ', ' : ''}
                          <strong>{r.name ?? r.email ?? r.userId}</strong> ({Math.round(r.similarity * 100)} % match)
                        </span>
                      ))}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    {actions.map((a) => (
                      <Button key={a} size="sm" variant={ACTIONS[a].destructive ? 'destructive' : a === 'dismiss' ? 'ghost' : 'outline'} onClick={() => setPending({ report: c, action: a })}>
                        {ACTIONS[a].label}
                      </Button>
                    ))}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <HeldPhotos />
      {pending ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setPending(null)}
          title={`${ACTIONS[pending.action].label} ${nameOf(pending.report)}?`}
          description={ACTIONS[pending.action].describe(nameOf(pending.report))}
          confirmLabel={ACTIONS[pending.action].label}
          pendingLabel={ACTIONS[pending.action].pending}
          destructive={ACTIONS[pending.action].destructive}
          reasonLabel="Reason (kept in the audit log)"
          pending={decide.isPending}
          onConfirm={(reason) =>
            decide.mutate(
              { id: pending.report.id, action: pending.action, reason },
              {
                onSuccess: () => {
                  toast({ title: ACTIONS[pending.action].done, description: nameOf(pending.report) });
                  setPending(null);
                },
                onError: (err) => errorToast(err, 'Failed to apply the decision'),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
