import { Radio } from 'lucide-react';
import { LiveDiscoveryView } from '@/features/live-discovery/components/live-discovery-view';
import { live } from '@/locales/live';
import { TabPage } from '../tab-page';

/** /live-discovery — the Live tab. */
export function Component() {
  const t = live.useT();
  return (
    <TabPage icon={Radio} iconClassName="text-primary-text" title={t('title')} backLabel={t('backToApp')}>
      <LiveDiscoveryView />
    </TabPage>
  );
}
