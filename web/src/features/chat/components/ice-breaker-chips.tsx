import { Sparkles } from 'lucide-react';
import type { TextKey } from '@converge/contracts';
import { useIceBreakerText } from '@/lib/ice-breaker-text';
import { chat } from '@/locales/chat';

/** The empty chat's conversation starters: tapping one puts it in the message box to edit or send. */
export function IceBreakerChips({ lines: english, messages, onPick }: { lines: string[]; messages?: Array<TextKey | null>; onPick: (line: string) => void }) {
  const t = chat.useT();
  const iceBreaker = useIceBreakerText();
  if (english.length === 0) return null;
  // In the person's language (what they pick goes into their message box as they read it).
  const lines = english.map((line, i) => iceBreaker(line, messages?.[i]));
  return (
    <ul aria-label={t('starters')} className="mt-4 flex w-full flex-col gap-2 px-2">
      {lines.map((line) => (
        <li key={line}>
          <button
            type="button"
            onClick={() => onPick(line)}
            className="flex w-full items-start gap-2 rounded-2xl border bg-card px-3 py-2 text-start text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Sparkles className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden />
            <span>{line}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
