import { MapPin, Send } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { demo } from '@/locales/demo';
import { demoChat } from '../data/sample';
import { AvatarInitials } from './avatar-initials';
import { useDemoFormat } from './use-demo-format';

export function ContextChatTab() {
  const t = demo.useT();
  const format = useDemoFormat();
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-3 border-b p-4">
        <AvatarInitials initials={demoChat.with[0]} className="size-10" />
        <div>
          <p className="font-semibold">{demoChat.with}</p>
          <p className="text-xs text-muted-foreground">{t('chat.matchedAt', { venue: demoChat.venue })}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-3 p-4">
        {demoChat.messages.map((m) => (
          <li key={m.text} className={cn('flex flex-col', m.from === 'me' ? 'items-end' : 'items-start')}>
            <p className={cn('max-w-[80%] rounded-2xl px-3.5 py-2 text-sm', m.from === 'me' ? 'rounded-ee-md bg-primary text-primary-foreground' : 'rounded-es-md bg-muted')}>{t(m.text)}</p>
            <span className="mt-1 text-[11px] text-muted-foreground">{format.ago(m.minutesAgo, t('chat.justNow'))}</span>
          </li>
        ))}
      </ul>
      <div className="mx-4 mb-3 flex items-center gap-2 rounded-xl border border-dashed p-3 text-sm">
        <MapPin className="size-4 shrink-0 text-primary-text" aria-hidden />
        <span>
          <span className="font-semibold">{t('chat.meetPoint', { name: t(demoChat.meetPoint.name) })}</span>
          <span className="block text-xs text-muted-foreground">{t(demoChat.meetPoint.hint)}</span>
        </span>
      </div>
      <div className="flex items-center gap-2 border-t p-3" aria-hidden>
        <span className="flex h-10 flex-1 items-center rounded-xl bg-muted px-3 text-sm text-muted-foreground">{t('chat.placeholder')}</span>
        <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <Send className="size-4" />
        </span>
      </div>
    </Card>
  );
}
