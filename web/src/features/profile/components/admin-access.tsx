import { LayoutDashboard, ShieldPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isAdminLike, type User } from '@/lib/auth';
import { serverMessage } from '@/lib/api-client';
import { usePromoteSelf } from '../api/promote-self';

/** Business admins get the dashboard link; everyone else can request business-admin access. */
export function AdminAccess({ user }: { user: User }) {
  const promote = usePromoteSelf();
  if (isAdminLike(user)) {
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
          onError: (err) =>
            toast({ title: 'Error', description: serverMessage(err, 'Failed to grant admin access'), variant: 'destructive' }),
        })
      }
    >
      <ShieldPlus aria-hidden /> {promote.isPending ? 'Requesting Access...' : 'Get Business Admin Access'}
    </Button>
  );
}
