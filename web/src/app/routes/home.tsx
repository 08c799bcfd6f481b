import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { useUser } from '@/lib/auth';
import { FullPageLoader, nextStepFor } from '../guards';
import { Landing } from './landing';

// Only the landing is in the entry bundle; the signed-in screens load when they are needed.
const MainApp = lazy(() => import('./main-app').then((m) => ({ default: m.Component })));
const ProfileSetup = lazy(() => import('./profile-setup').then((m) => ({ default: m.Component })));

/**
 * "/" (spec route table): landing when signed out, profile setup when signed in without a
 * profile, the main views with one.
 */
export function Home() {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageLoader />;
  if (!user) return <Landing />;
  if (!user.profile && !user.ageVerified) return <Navigate to={nextStepFor(user)} replace />;
  return <Suspense fallback={<FullPageLoader />}>{user.profile ? <MainApp /> : <ProfileSetup />}</Suspense>;
}
