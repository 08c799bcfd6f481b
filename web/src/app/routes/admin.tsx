import { lazy } from 'react';
import { AdminDashboard } from '@/features/admin';
import { useUser } from '@/lib/auth';
import { FullPageLoader } from '../guards';

// Only platform admins open the review queue: its code (the verification feature) loads with that tab.
const VerificationReviewQueue = lazy(() => import('@/features/verification').then((m) => ({ default: m.VerificationReviewQueue })));

/**
 * /admin — everyone can open it (spec route table); the admin check decides what is shown. The
 * verification review queue is a platform-admin tab; the app composes the two features here.
 */
export function Component() {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageLoader />;
  return <AdminDashboard signedIn={Boolean(user)} verificationSlot={<VerificationReviewQueue />} />;
}
