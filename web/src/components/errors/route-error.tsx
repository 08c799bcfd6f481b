import { AlertTriangle, RotateCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { Button } from '@/components/ui/button';

/**
 * A screen that crashed (or a lazy chunk that failed to download after a deploy) gets a recoverable
 * page instead of a blank one.
 */
export function RouteError({ error }: { error: unknown }) {
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

/**
 * Around the routes: a screen that throws shows `RouteError` until the address changes (Back, Go Home),
 * when the new screen gets its chance.
 */
export class RouteErrorBoundary extends Component<{ resetOn: string; children: ReactNode }, { failed: { error: unknown } | null }> {
  state: { failed: { error: unknown } | null } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  componentDidUpdate(previous: { resetOn: string }) {
    if (this.state.failed && previous.resetOn !== this.props.resetOn) this.setState({ failed: null });
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}
