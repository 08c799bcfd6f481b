import { Camera, ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { MAX_PHOTO_BYTES } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { device, type PhotoSource } from '@/device';
import { useLanguage } from '@/lib/i18n';
import { profile } from '@/locales/profile';
import { maxPhotoSize } from './photo-editor';

/** One profile photo, taken with the camera or picked from the gallery, previewed locally. */
export function PhotoPicker({ file, onChange }: { file: File | null; onChange: (f: File | null) => void }) {
  const t = profile.useT();
  const language = useLanguage();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function pick(source: PhotoSource) {
    try {
      const picked = await device.camera.getPhoto(source);
      if (!picked) return;
      if (!picked.type.startsWith('image/')) throw new Error('not an image');
      if (picked.size > MAX_PHOTO_BYTES) {
        toast({ title: t('photos.error'), description: t('photos.tooBig', { size: maxPhotoSize(language) }), variant: 'destructive' });
        return;
      }
      onChange(picked);
    } catch {
      toast({ title: t('photos.error'), description: t('picker.failed'), variant: 'destructive' });
    }
  }

  return (
    <div className="flex flex-col items-center gap-3">
      {/* The remove button sits outside the round clip, so all of its 44 px answers a tap. */}
      <div className="relative size-32">
        <div className="size-full overflow-hidden rounded-full border-2 border-dashed border-input bg-muted">
          {preview ? (
            <img src={preview} alt={t('picker.alt')} className="size-full object-cover" />
          ) : (
            <button
              type="button"
              onClick={() => pick('gallery')}
              className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ImagePlus className="size-8" aria-hidden />
              <span className="text-xs font-medium">{t('photos.add')}</span>
            </button>
          )}
        </div>
        {preview ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('picker.remove')}
            className="absolute -end-2 -top-2 flex size-11 items-center justify-center rounded-full bg-black/70 text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => pick('camera')}>
          <Camera aria-hidden /> {t('picker.camera')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => pick('gallery')}>
          <ImagePlus aria-hidden /> {t('picker.gallery')}
        </Button>
      </div>
    </div>
  );
}
