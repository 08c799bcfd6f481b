import { Card } from '@/components/ui/card';
import { useAnalytics } from '../api/admin-api';
import { DailyChart } from './lazy-daily-chart';
import { seriesOf, StatCards } from './overview-tab';
import { PresenceShare } from './presence-share';
import { InlineLoader, LoadError } from './shared';
import { admin } from '@/locales/admin';

/** The 30-day series as charts (recharts), one chart per kind of figure. */
export function AnalyticsTab({ platform }: { platform: boolean }) {
  const analytics = useAnalytics();
  const t = admin.useT();
  if (analytics.isPending) return <InlineLoader label={t('overview.loadingAnalytics')} />;
  if (analytics.isError) return <LoadError error={analytics.error} say={(reason) => t('load.analytics', { reason })} />;
  const data = seriesOf(analytics.data);
  return (
    <div className="flex flex-col gap-4">
      <StatCards analytics={analytics.data} platform={platform} />
      <PresenceShare analytics={analytics.data} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <DailyChart data={data} series={['checkins', 'matches']} title={t('analytics.checkinsAndMatches')} />
        </Card>
        <Card className="p-4">
          <DailyChart data={data} series={['signups', 'activeUsers']} title={platform ? t('analytics.signupsAndActive') : t('analytics.visitors')} />
        </Card>
      </div>
    </div>
  );
}
