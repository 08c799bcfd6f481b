import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { ActiveMeetingBanner } from '@/features/meeting/components/active-meeting-banner';
import { PrivacyControls } from '@/features/profile/components/privacy-controls';
import { SafetyCenter } from '@/features/safety/components/safety-center';
import { useUser } from '@/lib/auth';
import { RequireSignedIn } from '../guards';

function SafetyPage() {
  const navigate = useNavigate();
  const { user } = useUser();
  return (
    <PhoneShell>
      <PageHeader title="Safety Center" onBack={() => navigate('/app')} backLabel="Back to the app" />
      {/* The meeting banner reads the person's matches: only someone with a profile has any. */}
      <SafetyCenter banner={user?.profile ? <ActiveMeetingBanner /> : null} privacyControls={<PrivacyControls />} />
    </PhoneShell>
  );
}

/** /safety — signed in (spec route table). */
export function Component() {
  return (
    <RequireSignedIn>
      <SafetyPage />
    </RequireSignedIn>
  );
}
