import { cn } from '@/lib/utils';

/** The other person's initial in a circle (spec: conversation rows and the chat header). */
export function AvatarInitial({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-semibold text-primary-text', className)}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
