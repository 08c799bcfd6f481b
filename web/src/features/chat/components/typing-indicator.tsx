import { chat } from '@/locales/chat';
/** "Name is typing" with three dots (the animation stops under prefers-reduced-motion). */
export function TypingIndicator({ name }: { name: string }) {
  const t = chat.useT();
  return (
    <div className="flex items-center gap-2 px-1 text-xs text-muted-foreground" role="status" aria-live="polite">
      <span className="flex gap-0.5 rounded-full bg-muted px-2.5 py-2" aria-hidden>
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 rounded-full bg-muted-foreground motion-safe:animate-bounce" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      <span>{t('typing', { name })}</span>
    </div>
  );
}
