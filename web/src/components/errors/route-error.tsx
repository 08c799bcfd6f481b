import { AlertTriangle, RotateCw } from 'lucide-react';
import { useRouteError } from 'react-router-dom';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { Button } from '@/components/ui/button';

/**
 * Router errorElement: a screen that crashed (or a lazy chunk that failed to download after a
 * deploy) gets a recoverable page instead of a blank one.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <PhoneShell className="items-center justify-center gap-4 px-6 text-center">
      <AlertTriangle className="size-10 text-destructive-text" aria-hidden />
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-sm text-muted-foreground">
        {chunkFailed ? 'Converge was updated while you had it open. Reload to get the latest version.' : 'This screen ran into a problem. Reloading usually fixes it.'}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden /> Reload
        </Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          Go Home
        </Button>
      </div>
    </PhoneShell>
  );
}
