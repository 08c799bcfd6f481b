import { useRef } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { AuthForm, type AuthMode } from '@/features/auth/components/auth-form';
import { useAfterSignIn } from '@/features/auth/hooks/use-after-sign-in';
import { useUser } from '@/lib/auth';
import { useLanguagePath } from '@/lib/language-path';
import { safeReturnPath } from '@/lib/return-to';
import { FullPageLoader, nextStepFor } from '../guards';
import { auth } from '@/locales/auth';

/** /auth — Create Account, or Sign In with ?mode=signin (where GET /api/login redirects). */
export function Component() {
  const t = auth.useT();
  const navigate = useNavigate();
  const to = useLanguagePath();
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get('mode') === 'signin' ? 'signin' : 'register';
  // Sent here from a protected route (RequireProfile / RequireSignedIn): go back there after sign-in.
  const returnTo = safeReturnPath(params.get('next'));
  const { user, isLoading } = useUser();
  const afterSignIn = useAfterSignIn();
  // While a sign-in finishes, the user query fills in; let the form decide where to go, not the guard.
  const completing = useRef(false);

  if (isLoading) return <FullPageLoader />;
  if (user && !completing.current) {
    const next = nextStepFor(user);
    return <Navigate to={next === '/app' && returnTo ? returnTo : next} replace />;
  }

  const isRegister = mode === 'register';
  return (
    <PhoneShell>
      <PageHeader title={isRegister ? t('title.register') : t('title.signin')} onBack={() => navigate(to('/'))} backLabel={t('back')} />
      <main className="flex flex-1 flex-col px-6 pb-10 pt-8">
        <Logo className="self-center" />
        {returnTo ? (
          <p role="status" className="mt-6 rounded-xl bg-primary-soft px-4 py-3 text-center text-sm font-medium">
            {t('continue')}
          </p>
        ) : null}
        <p className="mb-8 mt-3 text-center text-sm text-muted-foreground">{isRegister ? t('lead.register') : t('lead.signin')}</p>
        <AuthForm
          key={mode}
          mode={mode}
          onSignedIn={async () => {
            completing.current = true;
            await afterSignIn(returnTo);
          }}
        />
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {isRegister ? t('switch.toSignin') : t('switch.toRegister')}{' '}
          <Link
            to={to(isRegister ? '/auth?mode=signin' : '/auth')}
            onClick={(e) => {
              e.preventDefault();
              const next: Record<string, string> = isRegister ? { mode: 'signin' } : {};
              if (returnTo) next.next = returnTo;
              setParams(next, { replace: true });
            }}
            className="font-semibold text-primary-text underline-offset-2 hover:underline"
          >
            {isRegister ? t('switch.signin') : t('switch.register')}
          </Link>
        </p>
      </main>
    </PhoneShell>
  );
}
