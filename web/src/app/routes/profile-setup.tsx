import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { ProfileSetupForm } from '@/features/profile/components/profile-setup-form';
import { signOut, useUser } from '@/lib/auth';
import { profile } from '@/locales/profile';
import { RequireSetupPending } from '../guards';

function ProfileSetupPage() {
  const t = profile.useT();
  const { user } = useUser();
  return (
    <PhoneShell>
      {/* Back signs out: this is the first screen after sign-up, there is nothing behind it. */}
      <PageHeader title={t('setup.title')} onBack={signOut} backLabel={t('setup.signOut')} />
      <main className="px-6 pb-10 pt-6">
        <p className="mb-6 text-center text-sm text-muted-foreground">{t('setup.intro')}</p>
        <ProfileSetupForm user={user} />
      </main>
    </PhoneShell>
  );
}

/** Used both at /profile-setup and at "/" for a signed-in person without a profile. */
export function Component() {
  return (
    <RequireSetupPending>
      <ProfileSetupPage />
    </RequireSetupPending>
  );
}
