import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { toast } from '@/components/ui/use-toast';
import { useVerifyAge } from '@/features/auth/api/verify-age';
import { AgeVerificationForm, checkAge } from '@/features/auth/components/age-verification-form';
import { UnderAgeNotice } from '@/features/auth/components/under-age-notice';
import { ApiError, serverMessage } from '@/lib/api-client';
import { refreshUser, useUser } from '@/lib/auth';
import { rememberVerifiedDob } from '@/lib/verified-dob';
import { auth } from '@/locales/auth';
import { AgeGatePending } from '../guards';

function AgeVerificationPage() {
  const t = auth.useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useUser();
  const verify = useVerifyAge();
  const [underAge, setUnderAge] = useState<number | null | undefined>(undefined);

  async function onSubmit(values: { dateOfBirth: string; confirmed: boolean }) {
    const result = checkAge(values.dateOfBirth, values.confirmed);
    if (!result.ok) {
      if ('underAge' in result) {
        setUnderAge(result.underAge);
        toast({ title: auth.t('age.failed'), description: auth.t('age.failed.underAge', { age: result.underAge }), variant: 'destructive' });
      } else {
        toast({ title: auth.t('age.failed'), description: auth.t(result.problem), variant: 'destructive' });
      }
      return;
    }
    rememberVerifiedDob(result.dateOfBirth);

    // A visitor without an account yet: the date is sent as soon as they register.
    if (!user) {
      toast({ title: auth.t('age.verified'), description: auth.t('age.verified.register') });
      navigate('/auth');
      return;
    }
    try {
      await verify.mutateAsync({ dateOfBirth: result.dateOfBirth });
      toast({ title: auth.t('age.verified') });
      await refreshUser(queryClient);
      navigate('/profile-setup', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) {
        const age = /Current age: (\d+)/.exec(err.details.message ?? '')?.[1];
        setUnderAge(age ? Number(age) : null);
      }
      toast({ title: auth.t('age.failed'), description: serverMessage(err, auth.t('age.failed.message')), variant: 'destructive' });
    }
  }

  return (
    <PhoneShell>
      <PageHeader title={t('age.title')} onBack={() => navigate('/')} backLabel={t('back')} />
      <main className="flex flex-1 flex-col px-6 pb-10 pt-8">
        {underAge !== undefined ? (
          <UnderAgeNotice age={underAge} />
        ) : (
          <>
            <div className="mb-8 flex flex-col items-center gap-3 text-center">
              <div className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft">
                <ShieldCheck className="size-7 text-primary-text" aria-hidden />
              </div>
              <h2 className="text-2xl font-bold">{t('age.heading')}</h2>
              <p className="text-sm text-muted-foreground">{t('age.lead')}</p>
            </div>
            <AgeVerificationForm pending={verify.isPending} onSubmit={onSubmit} />
          </>
        )}
      </main>
    </PhoneShell>
  );
}

export function Component() {
  return (
    <AgeGatePending>
      <AgeVerificationPage />
    </AgeGatePending>
  );
}
