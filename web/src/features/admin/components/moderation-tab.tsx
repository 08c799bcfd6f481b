import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { REPORT_REASONS, SUSPENSION_DEFAULT_DAYS, type ReportReason } from '@converge/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useDecideReport, useReports, useSecurityMetrics } from '../api/admin-api';
import { pageItems, type ModerationAction, type ModerationCase } from '../api/types';
import { ConfirmDialog } from './confirm-dialog';
import { HeldPhotos } from './held-photos';
import { useLanguage } from '@/lib/i18n';
import { admin } from '@/locales/admin';
import { adminModeration } from '@/locales/admin-moderation';
import { formatDateTime, formatNumber } from '../format';
import { EmptyState, errorToast, humanize, InlineLoader, LoadError, SectionTitle } from './shared';

/** How each decision looks: its words are the namespace's `action.<decision>…` messages. */
const ACTIONS: Record<ModerationAction, { destructive: boolean }> = {
  warn: { destructive: false },
  suspend: { destructive: true },
  ban: { destructive: true },
  dismiss: { destructive: false },
  reinstate: { destructive: false },
};

/** What the confirmation says a decision does to `name`. */
function describe(action: ModerationAction, name: string): string {
  const t = adminModeration.t;
  if (action === 'suspend') return t('action.suspend.describe', { name, count: SUSPENSION_DEFAULT_DAYS, days: formatNumber(SUSPENSION_DEFAULT_DAYS) });
  return t(`action.${action}.describe`, { name });
}

/** A report reason in words; one this screen does not know yet, as the server names it. */
const reasonName = (reason: string) => ((REPORT_REASONS as readonly string[]).includes(reason) ? adminModeration.t(`reason.${reason as ReportReason}`) : humanize(reason));

const nameOf = (c: ModerationCase) => c.reportedName || c.reportedEmail || adminModeration.t('case.unknownUser');
const suspended = (c: ModerationCase) => c.accountStatus === 'suspended';

/** Today's safety counters (the same 30-second poll the dashboard keeps running). */
function SecuritySummary() {
  const metrics = useSecurityMetrics();
  const t = adminModeration.useT();
  if (!metrics.data) return null;
  const m = metrics.data;
  const items: Array<[string, number]> = [
    [t('security.reportsToday'), m.reportsToday],
    [t('security.botherToday'), m.botherPromptReportsToday],
    [t('security.emergenciesToday'), m.emergenciesToday],
    [t('security.openCases'), m.openCases],
    [t('security.activeSuspensions'), m.activeSuspensions],
    [t('security.failedSignInsToday'), m.failedSignInsToday],
    [t('security.rateLimitHitsToday'), m.rateLimitHitsToday],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-7" aria-label={t('security.label')}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border bg-card px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-bold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Same face as Robin (93 % match), Alex (88 % match)": one sentence, the accounts listed the way the
 * language lists things; each name stays bold.
 */
function SameFace({ accounts, language }: { accounts: ModerationCase['relatedAccounts']; language: string }) {
  const t = adminModeration.useT();
  const marker = '\u0000';
  const [before, after = ''] = t('case.sameFace', { accounts: marker }).split(marker);
  const items = accounts.map((r) => (
    <span key={r.userId}>
      {/* A name keeps its own direction: right to left, "Robin" must not pull the parentheses along. */}
      <bdi>
        <strong>{r.name ?? r.email ?? r.userId}</strong>
      </bdi>{' '}
      {t('case.similarity', { percent: formatNumber(Math.round(r.similarity * 100)) })}
    </span>
  ));
  const parts = new Intl.ListFormat(language, { style: 'short', type: 'unit' }).formatToParts(accounts.map((_, i) => String(i)));
  return (
    <p className="text-sm">
      {before}
      {parts.map((part, i) => (part.type === 'element' ? items[Number(part.value)] : <span key={`sep-${i}`}>{part.value}</span>))}
      {after}
    </p>
  );
}

/** Open moderation cases, critical first; every decision asks for a reason and a confirmation. */
export function ModerationTab() {
  const reports = useReports();
  const decide = useDecideReport();
  const [pending, setPending] = useState<{ report: ModerationCase; action: ModerationAction } | null>(null);
  const t = adminModeration.useT();
  const critical = admin.useT()('critical');
  const language = useLanguage();
  const cases = [...pageItems(reports.data)].sort((a, b) => Number(b.critical) - Number(a.critical) || b.lastReportAt.localeCompare(a.lastReportAt));

  return (
    <section className="flex flex-col gap-4" aria-labelledby="moderation-title">
      <SectionTitle>
        <span id="moderation-title">{t('moderation.title')}</span>
      </SectionTitle>
      <SecuritySummary />
      {reports.isPending ? (
        <InlineLoader label={t('moderation.loading')} />
      ) : reports.isError ? (
        <LoadError error={reports.error} say={(reason) => t('moderation.loadError', { reason })} />
      ) : cases.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={t('moderation.emptyTitle')}>
          {t('moderation.emptyBody')}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {cases.map((c) => {
            const isCritical = c.critical;
            const actions: ModerationAction[] =
              c.accountStatus === 'banned' ? ['reinstate', 'dismiss'] : suspended(c) ? ['reinstate', 'ban', 'dismiss'] : ['warn', 'suspend', 'ban', 'dismiss'];
            return (
              <li key={c.id}>
                <Card className={isCritical ? 'flex flex-col gap-3 border-destructive/60 p-4' : 'flex flex-col gap-3 p-4'} data-testid="report-case">
                  <div className="flex items-start gap-3">
                    <ShieldAlert className={isCritical ? 'mt-0.5 size-5 text-destructive-text' : 'mt-0.5 size-5 text-muted-foreground'} aria-hidden />
                    <div className="min-w-0 flex-1">
                      <h3 className="truncate font-semibold">{nameOf(c)}</h3>
                      <p className="text-xs text-muted-foreground">
                        {t('case.summary', { count: c.reportCount, number: formatNumber(c.reportCount), time: formatDateTime(c.lastReportAt) })}
                      </p>
                    </div>
                    {isCritical ? <Badge className="bg-destructive text-destructive-foreground">{critical}</Badge> : null}
                    {c.accountStatus !== 'active' ? <Badge variant="muted">{t(`status.${c.accountStatus}`)}</Badge> : null}
                  </div>
                  <ul className="flex flex-wrap gap-1.5" aria-label={t('case.reasons')}>
                    {[...new Set(c.reasons)].map((r) => (
                      <li key={r}>
                        <Badge variant="outline">{reasonName(r)}</Badge>
                      </li>
                    ))}
                  </ul>
                  {c.relatedAccounts.length ? <SameFace accounts={c.relatedAccounts} language={language} /> : null}
                  <div className="flex flex-wrap gap-2">
                    {actions.map((a) => (
                      <Button key={a} size="sm" variant={ACTIONS[a].destructive ? 'destructive' : a === 'dismiss' ? 'ghost' : 'outline'} onClick={() => setPending({ report: c, action: a })}>
                        {t(`action.${a}`)}
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
          title={t(`action.${pending.action}.title`, { name: nameOf(pending.report) })}
          description={describe(pending.action, nameOf(pending.report))}
          confirmLabel={t(`action.${pending.action}`)}
          pendingLabel={t(`action.${pending.action}.pending`)}
          destructive={ACTIONS[pending.action].destructive}
          reasonLabel={t('decision.reason')}
          pending={decide.isPending}
          onConfirm={(reason) =>
            decide.mutate(
              { id: pending.report.id, action: pending.action, reason },
              {
                onSuccess: () => {
                  toast({ title: t(`action.${pending.action}.done`), description: nameOf(pending.report) });
                  setPending(null);
                },
                onError: (err) => errorToast(err, t('decision.failed')),
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
