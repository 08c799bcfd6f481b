import { Construction, type LucideIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { Button } from '@/components/ui/button';

/**
 * An honest page for a route whose backend is not built yet: the app's chrome (header, and the bottom
 * navigation for people who have it), a plain "not available yet" and a way back to /app. Not a 404.
 */
export function FeatureUnavailable({
  title,
  description,
  icon: Icon = Construction,
  withBottomNav = false,
}: {
  title: string;
  description: string;
  icon?: LucideIcon;
  withBottomNav?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <PhoneShell withBottomNav={withBottomNav}>
      <PageHeader title={title} onBack={() => navigate('/app')} backLabel="Back to the app" />
      <main className="flex flex-1 flex-col items-center justify-center gap-4 px-6 pb-16 text-center">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-muted">
          <Icon className="size-8 text-muted-foreground" aria-hidden />
        </div>
        <h2 className="text-xl font-bold">Not available yet</h2>
        <p className="max-w-80 text-sm text-muted-foreground">{description}</p>
        <p className="max-w-80 text-xs text-muted-foreground">We&apos;re still building this part of Converge. Nothing is broken on your side.</p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/app">Back to Converge</Link>
        </Button>
      </main>
      {withBottomNav ? <BottomNav /> : null}
    </PhoneShell>
  );
}
