import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { demo } from '@/locales/demo';
import { demoIceBreakers } from '../data/sample';

export function IceBreakersTab() {
  const t = demo.useT();
  return (
    <div className="flex flex-col gap-3">
      <Card className="bg-primary-soft p-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-primary-text">
          <Sparkles className="size-4" aria-hidden /> {t('icebreakers.knows')}
        </p>
        <p className="mt-1 text-sm">{t('icebreakers.context', { name: demoIceBreakers.with, venue: demoIceBreakers.venue })}</p>
      </Card>
      <p className="text-sm text-muted-foreground">{t('icebreakers.suggested')}</p>
      <ol className="flex flex-col gap-2">
        {demoIceBreakers.suggestions.map((s, i) => (
          <li key={s.text}>
            <Card className="flex gap-3 p-4">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-bold" aria-hidden>
                {i + 1}
              </span>
              <div>
                <Badge variant="dating">{t(s.tag)}</Badge>
                <p className="mt-2 text-sm">{t(s.text)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">{t('icebreakers.footnote')}</p>
    </div>
  );
}
