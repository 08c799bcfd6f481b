import { useNavigate } from 'react-router-dom';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { VerificationDashboard } from '@/features/verification';
import { verification } from '@/locales/verification';
import { RequireProfile } from '../guards';

function VerificationPage() {
  const t = verification.useT();
  const navigate = useNavigate();
  return (
    <PhoneShell withBottomNav>
      <PageHeader title={t('page.title')} onBack={() => navigate('/app')} backLabel={t('page.back')} />
      <main className="flex flex-1 flex-col">
        <VerificationDashboard />
      </main>
      <BottomNav />
    </PhoneShell>
  );
}

/** /verification — signed in with a profile (spec route table; the API needs the main-view gate): the identity verification dashboard. */
export function Component() {
  return (
    <RequireProfile>
      <VerificationPage />
    </RequireProfile>
  );
}
