import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, ImagePlus, Star, X } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { device } from '@/device';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, type PhotoView } from '@converge/contracts';
import { serverMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { userQueryKey } from '@/lib/auth';
import { usePhotoEdits } from '../api/photos';
import { move } from '../interest-tags';
import { profile } from '@/locales/profile';

/** What the owner reads on a photo nobody else sees yet (screening a photo takes a few seconds); null once it is seen by all. */
export function screeningBadge(screening: PhotoView['screening'] | undefined): string | null {
  if (screening === 'pending') return profile.t('photos.checking');
  if (screening === 'held') return profile.t('photos.held');
  return null;
}
/** The largest photo, as the person reads it ("10 MB", in their language's digits). */
export function maxPhotoSize(language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(MAX_PHOTO_BYTES / (1024 * 1024));
}
/** How often the list is read again while a photo is being checked. */
const SCREENING_POLL_MS = 3000;

// 44 px, the smallest touch target; two tiles a row leave room for three of them.
const iconButton = 'flex size-11 items-center justify-center rounded-full bg-black/70 text-white disabled:opacity-40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The person's photos, up to 5: add, remove, move left/right or make main. Each change is saved at once. */
export function PhotoEditor({ photos }: { photos: PhotoView[] }) {
  const t = profile.useT();
  const language = useLanguage();
  const { setOrder, add } = usePhotoEdits();
  const busy = setOrder.isPending || add.isPending;
  const ids = photos.map((p) => p.id!).filter(Boolean);
  const queryClient = useQueryClient();
  const checking = photos.some((p) => p.screening === 'pending');

  // The verdict arrives by itself: read the photos again until none is being checked.
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: userQueryKey }), SCREENING_POLL_MS);
    return () => clearInterval(timer);
  }, [checking, queryClient]);

  async function save(next: string[]) {
    try {
      await setOrder.mutateAsync(next);
    } catch (err) {
      toast({ title: t('photos.error'), description: serverMessage(err, t('photos.updateFailed')), variant: 'destructive' });
    }
  }

  async function addPhoto() {
    try {
      const file = await device.camera.getPhoto('gallery');
      if (!file) return;
      if (file.size > MAX_PHOTO_BYTES) {
        toast({ title: t('photos.error'), description: t('photos.tooBig', { size: maxPhotoSize(language) }), variant: 'destructive' });
        return;
      }
      await add.mutateAsync({ file, keep: ids });
    } catch (err) {
      toast({ title: t('photos.error'), description: serverMessage(err, t('photos.uploadFailed')), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="photos-heading" className="flex flex-col gap-2">
      <h3 id="photos-heading" className="text-sm font-medium">
        {t('photos.heading')} <span className="font-normal text-muted-foreground">{t('photos.count', { photos: photos.length, max: MAX_PHOTOS })}</span>
      </h3>
      <ul className="grid grid-cols-2 gap-2" aria-label={t('photos.list')}>
        {photos.map((photo, i) => (
          <li key={photo.id ?? photo.url} className={cn('relative aspect-square overflow-hidden rounded-xl bg-muted', i === 0 && 'ring-2 ring-primary')}>
            <img src={photo.thumbUrl} alt={i === 0 ? t('photos.mainAlt') : t('photos.alt', { number: i + 1 })} className="size-full object-cover" />
            {i === 0 ? <span className="absolute start-1 top-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">{t('photos.mainBadge')}</span> : null}
            {screeningBadge(photo.screening) ? (
              <span role="status" className="absolute inset-x-1 top-12 rounded-md bg-black/75 px-2 py-1 text-center text-xs font-medium text-white">
                {screeningBadge(photo.screening)}
              </span>
            ) : photo.hasFace === false ? (
              <span role="note" className="absolute inset-x-1 top-12 rounded-md bg-black/75 px-2 py-1 text-center text-xs font-medium text-white">
                {t('photos.noFace')}
              </span>
            ) : null}
            <button
              type="button"
              className={cn(iconButton, 'absolute end-1 top-1')}
              aria-label={t('photos.remove', { number: i + 1 })}
              disabled={busy}
              onClick={() => save(ids.filter((id) => id !== photo.id))}
            >
              <X className="size-4" aria-hidden />
            </button>
            <div className="absolute inset-x-1 bottom-1 flex justify-between">
              <button type="button" className={iconButton} aria-label={t('photos.earlier', { number: i + 1 })} disabled={busy || i === 0} onClick={() => save(move(ids, i, i - 1))}>
                <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
              </button>
              {i > 0 ? (
                <button type="button" className={iconButton} aria-label={t('photos.makeMain', { number: i + 1 })} disabled={busy} onClick={() => save(move(ids, i, 0))}>
                  <Star className="size-4" aria-hidden />
                </button>
              ) : null}
              <button
                type="button"
                className={iconButton}
                aria-label={t('photos.later', { number: i + 1 })}
                disabled={busy || i === photos.length - 1}
                onClick={() => save(move(ids, i, i + 1))}
              >
                <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
              </button>
            </div>
          </li>
        ))}
        {photos.length < MAX_PHOTOS ? (
          <li>
            <button
              type="button"
              onClick={addPhoto}
              disabled={busy}
              className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ImagePlus className="size-6" aria-hidden />
              <span className="text-xs font-medium">{add.isPending ? t('photos.uploading') : t('photos.add')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
