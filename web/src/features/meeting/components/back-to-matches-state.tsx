import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { appView } from '@/stores/app-view';
import { meeting } from '@/locales/meeting';

/** The meeting views' empty state: nothing to show without a match, so offer the way back. */
export function BackToMatchesState({ icon: Icon, title }: { icon: LucideIcon; title: string }) {
  const t = meeting.useT();
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-24 text-center">
      <Icon className="size-12 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{title}</h2>
      <Button className="mt-2" onClick={() => appView.setView('matches')}>
        {t('backToMatches.button')}
      </Button>
    </div>
  );
}
