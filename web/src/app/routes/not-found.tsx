import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { common } from '@/locales/common';

export function Component() {
  const t = common.useT();
  return (
    <PhoneShell className="px-6">
      <div className="flex justify-end pt-2">
        <ThemeToggle />
      </div>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 pb-16 text-center">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft">
          <Compass className="size-8 text-primary-text" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
        <p className="max-w-72 text-sm text-muted-foreground">{t('notFound.text')}</p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/">{t('notFound.back')}</Link>
        </Button>
      </main>
    </PhoneShell>
  );
}
