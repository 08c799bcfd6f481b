import { Radio } from 'lucide-react';
import { LiveDiscoveryView } from '@/features/live-discovery/components/live-discovery-view';
import { TabPage } from '../tab-page';

/** /live-discovery — the Live tab. */
export function Component() {
  return (
    <TabPage icon={Radio} iconClassName="text-primary-text" title="Live Nearby">
      <LiveDiscoveryView />
    </TabPage>
  );
}
