import { Activity, Bell, DollarSign, History, MapPinCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useActions, useAnalytics, useNotifications } from '../api/admin-api';
import { pageItems, type Analytics } from '../api/types';
import { DailyChart } from './lazy-daily-chart';
import { PresenceShare } from './presence-share';
import { admin } from '@/locales/admin';
import { formatDateTime, formatMoney, formatNumber } from '../format';
import { auditLine } from '../admin-texts';
import { NotificationLines } from './notification-lines';
import { EmptyState, InlineLoader, LoadError, SectionTitle } from './shared';

function StatCard({ icon: Icon, label, value, sub }: { icon: LucideIcon; label: string; value: string; sub: string }) {
  return (
    <Card role="group" aria-label={label} className="flex flex-col gap-1 p-4">
      <div className="flex items-center justify-between text-xs font-medium text-muted-foreground">
        {label}
        <Icon className="size-4" aria-hidden />
      </div>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{sub}</p>
    </Card>
  );
}

export const seriesOf = (a: Analytics) => a.daily;

/** Spec: the four stat cards. Business admins see the same cards scoped to their venues. */
export function StatCards({ analytics, platform }: { analytics: Analytics; platform: boolean }) {
  const t = admin.useT();
  const counted = (n: number) => ({ count: n, number: formatNumber(n) });
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {platform ? (
        <StatCard icon={Users} label={t('stats.totalUsers')} value={formatNumber(analytics.totalUsers)} sub={t('stats.newToday', counted(analytics.newSignups))} />
      ) : (
        <StatCard icon={Users} label={t('stats.uniqueVisitors')} value={formatNumber(analytics.uniqueVisitors)} sub={t('stats.last30Days')} />
      )}
      <StatCard icon={Activity} label={t('stats.activeUsers')} value={formatNumber(analytics.activeUsers)} sub={t('stats.last24Hours')} />
      <StatCard icon={DollarSign} label={t('stats.revenue')} value={formatMoney(analytics.revenue)} sub={t('stats.subscribers', counted(analytics.premiumSubscribers))} />
      <StatCard icon={MapPinCheck} label={t('stats.checkinsToday')} value={formatNumber(analytics.totalCheckins)} sub={t('stats.matchesCreated', counted(analytics.totalMatches))} />
    </div>
  );
}

export function OverviewTab({ platform }: { platform: boolean }) {
  const analytics = useAnalytics();
  const notifications = useNotifications();
  const actions = useActions();
  const t = admin.useT();
  const recentNotes = pageItems(notifications.data).slice(0, 5);
  const recentActions = pageItems(actions.data).slice(0, 10);

  return (
    <div className="flex flex-col gap-6">
      {analytics.isPending ? (
        <InlineLoader label={t('overview.loadingAnalytics')} />
      ) : analytics.isError ? (
        <LoadError error={analytics.error} say={(reason) => t('load.analytics', { reason })} />
      ) : (
        <>
          <StatCards analytics={analytics.data} platform={platform} />
          {analytics.data.revenue === 0 && analytics.data.premiumSubscribers === 0 ? <p className="-mt-3 text-xs text-muted-foreground">{t('overview.revenueNote')}</p> : null}
          <PresenceShare analytics={analytics.data} />
          <Card className="p-4">
            <DailyChart data={seriesOf(analytics.data)} series={platform ? ['checkins', 'matches', 'signups'] : ['checkins', 'matches']} title={t('overview.chart')} />
          </Card>
        </>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className="flex flex-col gap-3" aria-labelledby="overview-notes">
          <SectionTitle>
            <span id="overview-notes">{t('overview.notifications')}</span>
          </SectionTitle>
          {notifications.isPending ? (
            <InlineLoader label={t('overview.loadingNotifications')} />
          ) : notifications.isError ? (
            <LoadError error={notifications.error} say={(reason) => t('load.notifications', { reason })} />
          ) : recentNotes.length === 0 ? (
            <EmptyState icon={Bell} title={t('overview.noNotifications')} />
          ) : (
            <ul className="flex flex-col gap-2">
              {recentNotes.map((n) => (
                <li key={n.id}>
                  <Card className="flex flex-col gap-1 p-3">
                    <NotificationLines notification={n} />
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="flex flex-col gap-3" aria-labelledby="overview-actions">
          <SectionTitle>
            <span id="overview-actions">{t('overview.actions')}</span>
          </SectionTitle>
          {actions.isPending ? (
            <InlineLoader label={t('overview.loadingActions')} />
          ) : actions.isError ? (
            <LoadError error={actions.error} say={(reason) => t('load.actions', { reason })} />
          ) : recentActions.length === 0 ? (
            <EmptyState icon={History} title={t('overview.noActions')} />
          ) : (
            <ul className="flex flex-col divide-y rounded-2xl border bg-card">
              {recentActions.map((a) => (
                <li key={a.id} className="flex flex-col gap-0.5 px-4 py-3">
                  <p className="text-sm">{auditLine(a)}</p>
                  <time dateTime={a.createdAt} className="text-xs text-muted-foreground">
                    {formatDateTime(a.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
