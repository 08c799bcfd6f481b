import { cn } from '@/lib/utils';

/** Demo people have no photos: a coloured initial disc stands in. */
export function AvatarInitials({ initials, tone = 'dating', className }: { initials: string; tone?: 'dating' | 'pro'; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full text-base font-bold',
        tone === 'dating' ? 'bg-primary-soft text-primary-text' : 'bg-pro-soft text-pro-text',
        className,
      )}
    >
      {initials}
    </span>
  );
}
