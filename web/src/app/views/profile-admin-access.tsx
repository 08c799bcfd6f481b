import { LayoutDashboard, ShieldPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAdminCheck, usePromoteSelf } from '@/features/admin/api/admin-api';
import { serverMessage } from '@/lib/api-client';
import { isAdminLike, type User } from '@/lib/auth';

export const ADMIN_GRANTED_TITLE = 'Business admin access granted';

/**
 * The profile view's admin slot: admins (by the user call or by
 * GET /api/admin/check) get the Business Admin Dashboard link; everyone else can ask for
 * business-admin access (POST /api/admin/promote-self), after which the link shows at once.
 */
export function ProfileAdminAccess({ user }: { user: User }) {
  const check = useAdminCheck();
  const promote = usePromoteSelf();
  if (isAdminLike(user) || check.data?.isAdmin || promote.isSuccess) {
    return (
      <Button asChild variant="pro" className="w-full">
        <Link to="/admin">
          <LayoutDashboard aria-hidden /> Business Admin Dashboard
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={promote.isPending}
      onClick={() =>
        promote.mutate(undefined, {
          onSuccess: () => toast({ title: ADMIN_GRANTED_TITLE, description: 'Manage your venues from the Business Admin Dashboard.' }),
          onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to grant admin access'), variant: 'destructive' }),
        })
      }
    >
      <ShieldPlus aria-hidden /> {promote.isPending ? 'Requesting Access...' : 'Get Business Admin Access'}
    </Button>
  );
}
