import { ArrowRight, Eye } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { Button } from '@/components/ui/button';
import { DemoTabs } from '@/features/demo/components/demo-tabs';
import { demo } from '@/locales/demo';

export function Component() {
  const navigate = useNavigate();
  const t = demo.useT();
  return (
    <PhoneShell>
      <PageHeader title={t('title')} onBack={() => navigate('/')} backLabel={t('backHome')} />
      <main className="flex flex-1 flex-col px-4 pb-8 pt-4">
        <p className="mb-4 flex items-center gap-2 rounded-xl bg-muted px-3 py-2 text-xs text-muted-foreground">
          <Eye className="size-4 shrink-0" aria-hidden />
          {t('sampleNote')}
        </p>
        <DemoTabs />
        <div className="mt-8 rounded-2xl border bg-card p-5 text-center">
          <p className="font-semibold">{t('cta.title')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('cta.text')}</p>
          <Button asChild size="lg" className="mt-4 w-full">
            <Link to="/age-verification">
              {t('cta.start')} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </Button>
        </div>
      </main>
    </PhoneShell>
  );
}
