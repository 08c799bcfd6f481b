import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { admin } from '@/locales/admin';
import { common } from '@/locales/common';

/** A destructive 'Error' toast with the server's message, or the screen's own (translated) fallback. */
export function errorToast(err: unknown, fallback: string) {
  toast({ title: common.t('error.title'), description: serverMessage(err, fallback), variant: 'destructive' });
}

export function InlineLoader({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
      <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
      {label}
    </div>
  );
}

export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed px-6 py-10 text-center">
      <div className="flex size-12 items-center justify-center rounded-xl bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <p className="font-semibold">{title}</p>
      {children ? <div className="max-w-80 text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}

/** "Could not load …: <the server's reason>": `say` is the screen's own sentence, the reason goes in its `{reason}`. */
export function LoadError({ error, say }: { error: unknown; say: (reason: string) => string }) {
  const t = admin.useT();
  return (
    <p role="alert" className="rounded-xl bg-destructive/10 px-4 py-3 text-sm text-destructive-text">
      {say(serverMessage(error, t('load.retry')))}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-destructive-text">
      {message}
    </p>
  );
}

export function SectionTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h2 className={cn('text-sm font-semibold uppercase tracking-wide text-muted-foreground', className)}>{children}</h2>;
}

/** A value the screens have no words for yet (a new action type from the server) as words: "safety_concern" → "Safety concern". */
export const humanize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ') : s);
