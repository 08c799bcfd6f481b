import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { ProfileSetupForm } from '@/features/profile/components/profile-setup-form';
import { signOut, useUser } from '@/lib/auth';
import { RequireSetupPending } from '../guards';

function ProfileSetupPage() {
  const { user } = useUser();
  return (
    <PhoneShell>
      {/* Back signs out: this is the first screen after sign-up, there is nothing behind it. */}
      <PageHeader title="Setup Profile" onBack={signOut} backLabel="Sign out" />
      <main className="px-6 pb-10 pt-6">
        <p className="mb-6 text-center text-sm text-muted-foreground">This is what people at the same venue will see. You can change it later.</p>
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
