import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { auth } from '@/locales/auth';

/** The screen a person under 18 gets, with Go Back to "/". */
export function UnderAgeNotice({ age }: { age: number | null }) {
  const navigate = useNavigate();
  const t = auth.useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 pb-16 text-center" role="alert">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-muted">
        <ShieldAlert className="size-8 text-destructive-text" aria-hidden />
      </div>
      <h2 className="text-xl font-bold">{age === null ? t('underAge.title') : t('underAge.titleAge', { age })}</h2>
      <p className="max-w-80 text-sm text-muted-foreground">{t('underAge.text')}</p>
      <Button size="lg" variant="outline" className="mt-2" onClick={() => navigate('/')}>
        {t('underAge.back')}
      </Button>
    </div>
  );
}
