import { Radio } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { LiveDiscoveryView } from '@/features/live-discovery/components/live-discovery-view';
import { RequireProfile } from '../guards';

/** /live-discovery — the Live tab. */
export function Component() {
  const navigate = useNavigate();
  return (
    <RequireProfile>
      <PhoneShell withBottomNav>
        <PageHeader
          title={
            <span className="inline-flex items-center gap-2">
              <Radio className="size-4 text-primary-text" aria-hidden /> Live Nearby
            </span>
          }
          onBack={() => navigate('/app')}
          backLabel="Back to the app"
        />
        <LiveDiscoveryView />
        <BottomNav />
      </PhoneShell>
    </RequireProfile>
  );
}
