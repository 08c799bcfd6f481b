import { ShieldQuestion, Info } from 'lucide-react';
import { SCAM_CAUTION_TEXT } from '@converge/contracts';
import { Button } from '@/components/ui/button';

/**
 * "Does this bother you?" under a message the sender was warned about and sent anyway: Report (the
 * form opens with the message quoted), Block, or "No, it's fine" (remembered; the prompt goes away).
 */
export function BotherPrompt({ onReport, onBlock, onDismiss, dismissing }: { onReport: () => void; onBlock: () => void; onDismiss: () => void; dismissing: boolean }) {
  return (
    <div role="group" aria-label="Does this bother you?" className="flex max-w-[85%] flex-col gap-2 rounded-2xl border bg-card px-3 py-2.5 text-sm" data-testid="bother-prompt">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldQuestion className="size-4 shrink-0" aria-hidden />
        Does this bother you?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="destructive" onClick={onReport}>
          Report
        </Button>
        <Button size="sm" variant="outline" onClick={onBlock}>
          Block
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss} disabled={dismissing}>
          No, it&apos;s fine
        </Button>
      </div>
    </div>
  );
}

/** The calm scam caution, once per conversation, under the message that earned it (the sender never sees it). */
export function ScamCaution() {
  return (
    <p role="note" className="flex max-w-[85%] items-start gap-2 rounded-2xl bg-muted/60 px-3 py-2 text-sm text-muted-foreground" data-testid="scam-caution">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{SCAM_CAUTION_TEXT} Keep the conversation here, where our safety tools can help.</span>
    </p>
  );
}
