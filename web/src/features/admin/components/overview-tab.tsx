import { Activity, Bell, DollarSign, History, MapPinCheck, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useActions, useAnalytics, useNotifications } from '../api/admin-api';
import { pageItems, type Analytics } from '../api/types';
import { DailyChart } from './lazy-daily-chart';
import { PresenceShare } from './presence-share';
import { EmptyState, formatDateTime, formatMoney, formatNumber, InlineLoader, LoadError, SectionTitle } from './shared';

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
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {platform ? (
        <StatCard icon={Users} label="Total Users" value={formatNumber(analytics.totalUsers)} sub={`+${formatNumber(analytics.newSignups)} new today`} />
      ) : (
        <StatCard icon={Users} label="Unique Visitors" value={formatNumber(analytics.uniqueVisitors)} sub="in the last 30 days" />
      )}
      <StatCard icon={Activity} label="Active Users" value={formatNumber(analytics.activeUsers)} sub="in the last 24 hours" />
      <StatCard icon={DollarSign} label="Revenue" value={formatMoney(analytics.revenue)} sub={`${formatNumber(analytics.premiumSubscribers)} subscribers`} />
      <StatCard icon={MapPinCheck} label="Check-ins Today" value={formatNumber(analytics.totalCheckins)} sub={`${formatNumber(analytics.totalMatches)} matches created`} />
    </div>
  );
}

export function OverviewTab({ platform }: { platform: boolean }) {
  const analytics = useAnalytics();
  const notifications = useNotifications();
  const actions = useActions();
  const recentNotes = pageItems(notifications.data).slice(0, 5);
  const recentActions = pageItems(actions.data).slice(0, 10);

  return (
    <div className="flex flex-col gap-6">
      {analytics.isPending ? (
        <InlineLoader label="Loading analytics..." />
      ) : analytics.isError ? (
        <LoadError error={analytics.error} what="analytics" />
      ) : (
        <>
          <StatCards analytics={analytics.data} platform={platform} />
          {analytics.data.revenue === 0 && analytics.data.premiumSubscribers === 0 ? (
            <p className="-mt-3 text-xs text-muted-foreground">Revenue stays at 0 until payments are available.</p>
          ) : null}
          <PresenceShare analytics={analytics.data} />
          <Card className="p-4">
            <DailyChart data={seriesOf(analytics.data)} series={platform ? ['checkins', 'matches', 'signups'] : ['checkins', 'matches']} title="Last 30 days" />
          </Card>
        </>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className="flex flex-col gap-3" aria-labelledby="overview-notes">
          <SectionTitle>
            <span id="overview-notes">Business Notifications</span>
          </SectionTitle>
          {notifications.isPending ? (
            <InlineLoader label="Loading notifications..." />
          ) : notifications.isError ? (
            <LoadError error={notifications.error} what="notifications" />
          ) : recentNotes.length === 0 ? (
            <EmptyState icon={Bell} title="No notifications yet" />
          ) : (
            <ul className="flex flex-col gap-2">
              {recentNotes.map((n) => (
                <li key={n.id}>
                  <Card className="flex flex-col gap-1 p-3">
                    <div className="flex items-center gap-2">
                      <p className="flex-1 text-sm font-semibold">{n.title}</p>
                      {n.priority === 'critical' ? <Badge className="bg-destructive text-destructive-foreground">Critical</Badge> : null}
                    </div>
                    <p className="text-sm text-muted-foreground">{n.message}</p>
                    <p className="text-xs text-muted-foreground">{formatDateTime(n.createdAt)}</p>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="flex flex-col gap-3" aria-labelledby="overview-actions">
          <SectionTitle>
            <span id="overview-actions">Recent Admin Actions</span>
          </SectionTitle>
          {actions.isPending ? (
            <InlineLoader label="Loading actions..." />
          ) : actions.isError ? (
            <LoadError error={actions.error} what="admin actions" />
          ) : recentActions.length === 0 ? (
            <EmptyState icon={History} title="No admin actions yet" />
          ) : (
            <ul className="flex flex-col divide-y rounded-2xl border bg-card">
              {recentActions.map((a) => (
                <li key={a.id} className="flex flex-col gap-0.5 px-4 py-3">
                  <p className="text-sm">{a.description}</p>
                  <p className="text-xs text-muted-foreground">{formatDateTime(a.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
