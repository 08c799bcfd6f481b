import { cn } from '@/lib/utils';
import { matches } from '@/locales/matches';

/** A person's first photo, or the default avatar. */
export function Avatar({ photos, name, className }: { photos: string[] | undefined; name: string; className?: string }) {
  const src = photos?.[0];
  const t = matches.useT();
  return <img src={src || '/default-avatar.svg'} alt={src ? t('photo.alt', { name }) : t('photo.default')} className={cn('shrink-0 rounded-full bg-muted object-cover', className)} />;
}
