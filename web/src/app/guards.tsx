import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { nextStepFor } from '@/lib/onboarding';
import { signInUrlFor } from '@/lib/return-to';

export { nextStepFor };

export const LOADING_LABEL = 'Loading Converge...';

export function FullPageLoader() {
  return <Spinner label={LOADING_LABEL} />;
}

/** Main views: signed in with a profile, else sent to the step they are missing. */
export function RequireProfile({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <FullPageLoader />;
  // Signed out: "Sign in to continue", then back here.
  if (!user) return <Navigate to={signInUrlFor(location.pathname + location.search)} replace />;
  if (!user.profile) return <Navigate to={nextStepFor(user)} replace />;
  return children;
}

/** Pages for anyone signed in (Safety Center, chat, ...). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <FullPageLoader />;
  if (!user) return <Navigate to={signInUrlFor(location.pathname + location.search)} replace />;
  return children;
}

/** Create account / sign in: someone already signed in continues where they left off. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageLoader />;
  if (user) return <Navigate to={nextStepFor(user)} replace />;
  return children;
}

/** Profile setup: signed in, age checked, no profile yet. */
export function RequireSetupPending({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageLoader />;
  const next = nextStepFor(user);
  if (next !== '/profile-setup') return <Navigate to={next} replace />;
  return children;
}

/** Age gate: open to visitors and to signed-in people who have not passed it yet. */
export function AgeGatePending({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageLoader />;
  if (user && (user.profile || user.ageVerified)) return <Navigate to={nextStepFor(user)} replace />;
  return children;
}
