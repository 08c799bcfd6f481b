import { LayoutDashboard, ShieldPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAdminCheck, usePromoteSelf } from '@/features/admin/api/admin-api';
import { serverMessage } from '@/lib/api-client';
import { isAdminLike, type User } from '@/lib/auth';
import { common } from '@/locales/common';
import { profile } from '@/locales/profile';

/**
 * The profile view's admin slot: admins (by the user call or by
 * GET /api/admin/check) get the Business Admin Dashboard link; everyone else can ask for
 * business-admin access (POST /api/admin/promote-self), after which the link shows at once.
 */
export function ProfileAdminAccess({ user }: { user: User }) {
  const t = profile.useT();
  const check = useAdminCheck();
  const promote = usePromoteSelf();
  if (isAdminLike(user) || check.data?.isAdmin || promote.isSuccess) {
    return (
      <Button asChild variant="pro" className="w-full">
        <Link to="/admin">
          <LayoutDashboard aria-hidden /> {t('adminAccess.dashboard')}
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
          onSuccess: () => toast({ title: profile.t('adminAccess.granted'), description: profile.t('adminAccess.granted.message') }),
          onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, profile.t('adminAccess.failed')), variant: 'destructive' }),
        })
      }
    >
      <ShieldPlus aria-hidden /> {promote.isPending ? t('adminAccess.requesting') : t('adminAccess.request')}
    </Button>
  );
}
