import { cn } from '@/lib/utils';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Sample professionals have no photos: a blue initial disc stands in. */
export function ProAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span aria-hidden className={cn('flex size-12 shrink-0 items-center justify-center rounded-full bg-pro-soft text-base font-bold text-pro-text', className)}>
      {initialsOf(name)}
    </span>
  );
}
