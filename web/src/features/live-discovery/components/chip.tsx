import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A toggle chip (filters, activity and mood choices): aria-pressed carries the state. */
export function Chip({ pressed, className, ...props }: ComponentProps<'button'> & { pressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card text-foreground hover:bg-muted',
        className,
      )}
      {...props}
    />
  );
}
