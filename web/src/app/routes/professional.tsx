import { Briefcase } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { ProfessionalView } from '@/features/professional/components/professional-view';
import { RequireProfile } from '../guards';

/** /professional — the Business tab: professional networking with real profiles and scores (issue 17). */
export function Component() {
  const navigate = useNavigate();
  return (
    <RequireProfile>
      <PhoneShell withBottomNav>
        <PageHeader
          title={
            <span className="inline-flex items-center gap-2">
              <Briefcase className="size-4 text-pro-text" aria-hidden /> Professional Networking
            </span>
          }
          onBack={() => navigate('/app')}
          backLabel="Back to the app"
        />
        <ProfessionalView />
        <BottomNav />
      </PhoneShell>
    </RequireProfile>
  );
}
