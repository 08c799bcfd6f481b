import { ShieldQuestion, Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { chat } from '@/locales/chat';

/**
 * "Does this bother you?" under a message the sender was warned about and sent anyway: Report (the
 * form opens with the message quoted), Block, or "No, it's fine" (remembered; the prompt goes away).
 */
export function BotherPrompt({ onReport, onBlock, onDismiss, dismissing }: { onReport: () => void; onBlock: () => void; onDismiss: () => void; dismissing: boolean }) {
  const t = chat.useT();
  return (
    <div role="group" aria-label={t('bother.title')} className="flex max-w-[85%] flex-col gap-2 rounded-2xl border bg-card px-3 py-2.5 text-sm" data-testid="bother-prompt">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldQuestion className="size-4 shrink-0" aria-hidden />
        {t('bother.title')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="destructive" onClick={onReport}>
          {t('bother.report')}
        </Button>
        <Button size="sm" variant="outline" onClick={onBlock}>
          {t('bother.block')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss} disabled={dismissing}>
          {t('bother.fine')}
        </Button>
      </div>
    </div>
  );
}

/** The calm scam caution, once per conversation, under the message that earned it (the sender never sees it). */
export function ScamCaution() {
  const t = chat.useT();
  return (
    <p role="note" className="flex max-w-[85%] items-start gap-2 rounded-2xl bg-muted/60 px-3 py-2 text-sm text-muted-foreground" data-testid="scam-caution">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{t('scam')}</span>
    </p>
  );
}
