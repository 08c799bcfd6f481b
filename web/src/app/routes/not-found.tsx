import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';

export function Component() {
  return (
    <PhoneShell className="px-6">
      <div className="flex justify-end pt-2">
        <ThemeToggle />
      </div>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 pb-16 text-center">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft">
          <Compass className="size-8 text-primary-text" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        <p className="max-w-72 text-sm text-muted-foreground">This page doesn't exist or has moved. Let's get you back to where people are meeting.</p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/">Back to Converge</Link>
        </Button>
      </main>
    </PhoneShell>
  );
}
