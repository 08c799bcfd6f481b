import { AdminDashboard } from '@/features/admin';
import { useUser } from '@/lib/auth';
import { FullPageLoader } from '../guards';

/**
 * /admin — everyone can open it (spec route table); the admin check decides what is shown.
 * Verification review queue: pass it as `verificationSlot` (a platform-admin tab), e.g.
 * `<AdminDashboard signedIn verificationSlot={<ReviewQueue />} />`.
 */
export function Component() {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageLoader />;
  return <AdminDashboard signedIn={Boolean(user)} />;
}
