import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Full-height centred spinner with a visible label (also announced to screen readers). */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex min-h-dvh flex-col items-center justify-center gap-3', className)}>
      <Loader2 className="size-8 animate-spin text-primary-text motion-reduce:animate-none" aria-hidden />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
