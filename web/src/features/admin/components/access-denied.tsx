import { ShieldOff, ShieldPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { usePromoteSelf } from '../api/admin-api';
import { admin } from '@/locales/admin';
import { errorToast } from './shared';

/**
 * Spec: 'Access Denied', its two texts and a return button. A signed-in person may instead become a
 * business admin of a business of their own (never a platform admin: the server decides).
 */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  const promote = usePromoteSelf();
  const t = admin.useT();
  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-muted">
        <ShieldOff className="size-8 text-muted-foreground" aria-hidden />
      </div>
      <h2 className="text-xl font-bold">{t('access.title')}</h2>
      <p className="max-w-80 text-sm text-muted-foreground">{t('access.body')}</p>
      <Button asChild size="lg" variant="outline" className="mt-2 min-w-56">
        <Link to="/">{t('access.home')}</Link>
      </Button>
      {signedIn ? (
        <div className="mt-6 flex max-w-80 flex-col items-center gap-2 border-t pt-6">
          <p className="text-sm text-muted-foreground">{t('access.pitch')}</p>
          <Button
            size="lg"
            variant="pro"
            className="min-w-56"
            disabled={promote.isPending}
            onClick={() => promote.mutate(undefined, { onError: (err) => errorToast(err, t('access.failed')) })}
          >
            <ShieldPlus aria-hidden /> {promote.isPending ? t('access.requesting') : t('access.become')}
          </Button>
        </div>
      ) : (
        <Button asChild variant="link">
          <Link to="/auth?mode=signin">{t('access.signIn')}</Link>
        </Button>
      )}
    </main>
  );
}
