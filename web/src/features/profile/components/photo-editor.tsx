import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, ImagePlus, Star, X } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { device } from '@/device';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, type PhotoView } from '@converge/contracts';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { userQueryKey } from '@/lib/auth';
import { usePhotoEdits } from '../api/photos';
import { move } from '../interest-tags';

/** What the owner reads on a photo nobody else sees yet (screening a photo takes a few seconds). */
export const SCREENING_BADGES: Partial<Record<NonNullable<PhotoView['screening']>, string>> = { pending: 'Checking your photo…', held: 'Under review' };
/** Told only to the owner of a screened photo in which the face model found no face (the photo stays). */
export const NO_FACE_NOTE = 'No face found: people trust profiles with a clear face photo';
/** How often the list is read again while a photo is being checked. */
const SCREENING_POLL_MS = 3000;

// 44 px, the smallest touch target; two tiles a row leave room for three of them.
const iconButton = 'flex size-11 items-center justify-center rounded-full bg-black/70 text-white disabled:opacity-40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The person's photos, up to 5: add, remove, move left/right or make main. Each change is saved at once. */
export function PhotoEditor({ photos }: { photos: PhotoView[] }) {
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
      toast({ title: 'Photo error', description: serverMessage(err, 'Unable to update your photos.'), variant: 'destructive' });
    }
  }

  async function addPhoto() {
    try {
      const file = await device.camera.getPhoto('gallery');
      if (!file) return;
      if (file.size > MAX_PHOTO_BYTES) {
        toast({ title: 'Photo error', description: 'Photos must be 10 MB or smaller.', variant: 'destructive' });
        return;
      }
      await add.mutateAsync({ file, keep: ids });
    } catch (err) {
      toast({ title: 'Photo error', description: serverMessage(err, 'Unable to upload photo. Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="photos-heading" className="flex flex-col gap-2">
      <h3 id="photos-heading" className="text-sm font-medium">
        Photos{' '}
        <span className="font-normal text-muted-foreground">
          ({photos.length}/{MAX_PHOTOS}, the first is your main photo)
        </span>
      </h3>
      <ul className="grid grid-cols-2 gap-2" aria-label="Your photos">
        {photos.map((photo, i) => (
          <li key={photo.id ?? photo.url} className={cn('relative aspect-square overflow-hidden rounded-xl bg-muted', i === 0 && 'ring-2 ring-primary')}>
            <img src={photo.thumbUrl} alt={i === 0 ? 'Main photo' : `Photo ${i + 1}`} className="size-full object-cover" />
            {i === 0 ? <span className="absolute left-1 top-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Main</span> : null}
            {photo.screening && SCREENING_BADGES[photo.screening] ? (
              <span role="status" className="absolute inset-x-1 top-12 rounded-md bg-black/75 px-2 py-1 text-center text-xs font-medium text-white">
                {SCREENING_BADGES[photo.screening]}
              </span>
            ) : photo.hasFace === false ? (
              <span role="note" className="absolute inset-x-1 top-12 rounded-md bg-black/75 px-2 py-1 text-center text-xs font-medium text-white">
                {NO_FACE_NOTE}
              </span>
            ) : null}
            <button
              type="button"
              className={cn(iconButton, 'absolute right-1 top-1')}
              aria-label={`Remove photo ${i + 1}`}
              disabled={busy}
              onClick={() => save(ids.filter((id) => id !== photo.id))}
            >
              <X className="size-4" aria-hidden />
            </button>
            <div className="absolute inset-x-1 bottom-1 flex justify-between">
              <button type="button" className={iconButton} aria-label={`Move photo ${i + 1} earlier`} disabled={busy || i === 0} onClick={() => save(move(ids, i, i - 1))}>
                <ArrowLeft className="size-4" aria-hidden />
              </button>
              {i > 0 ? (
                <button type="button" className={iconButton} aria-label={`Make photo ${i + 1} the main photo`} disabled={busy} onClick={() => save(move(ids, i, 0))}>
                  <Star className="size-4" aria-hidden />
                </button>
              ) : null}
              <button type="button" className={iconButton} aria-label={`Move photo ${i + 1} later`} disabled={busy || i === photos.length - 1} onClick={() => save(move(ids, i, i + 1))}>
                <ArrowRight className="size-4" aria-hidden />
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
              <span className="text-xs font-medium">{add.isPending ? 'Uploading…' : 'Add photo'}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
