import { cn } from '@/lib/utils';

/** A person's first photo, or the default avatar. */
export function Avatar({ photos, name, className }: { photos: string[] | undefined; name: string; className?: string }) {
  const src = photos?.[0];
  return <img src={src || '/default-avatar.svg'} alt={src ? `${name}'s photo` : 'Default profile picture'} className={cn('shrink-0 rounded-full bg-muted object-cover', className)} />;
}
