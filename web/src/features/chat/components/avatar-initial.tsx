import { cn } from '@/lib/utils';

/**
 * The other person's main photo in a circle (conversation rows and the chat header), or
 * their initial when they have no photo. The name is next to it, so the image is decorative.
 */
export function AvatarInitial({ name, photoUrl, className }: { name: string; photoUrl?: string | null; className?: string }) {
  const circle = 'flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-semibold text-primary-text';
  if (photoUrl) {
    return <img src={photoUrl} alt="" aria-hidden data-testid="avatar-photo" width={48} height={48} className={cn(circle, 'object-cover', className)} />;
  }
  return (
    <span aria-hidden className={cn(circle, className)}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
