import { useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { discovery } from '@/locales/discovery';

/** A horizontal move this long (px) is a swipe, not a tap. */
const SWIPE_PX = 40;

/**
 * The card's photos: every photo, first one first; tap the right or left side or swipe
 * to move between them; the bars on top say which one is showing. `children` lie over the photo.
 */
export function PhotoCarousel({ name, photos, children }: { name: string; photos: string[]; children?: ReactNode }) {
  const t = discovery.useT();
  const [shown, setShown] = useState(0);
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  const tap = (step: number) => {
    if (swiped.current) swiped.current = false;
    else go(step);
  };
  const count = photos.length;
  const go = (step: number) => setShown((i) => Math.min(count - 1, Math.max(0, i + step)));
  const photo = photos[shown];

  return (
    <div
      className="relative aspect-[3/4] w-full touch-pan-y select-none bg-muted"
      onPointerDown={(e) => (start.current = e.clientX)}
      onPointerUp={(e) => {
        if (start.current === null || count < 2) return;
        const dx = e.clientX - start.current;
        start.current = null;
        if (Math.abs(dx) < SWIPE_PX) return;
        // A swipe that ends on a tap zone must not also count as a tap.
        swiped.current = true;
        go(dx < 0 ? 1 : -1);
      }}
    >
      {photo ? (
        <img src={photo} alt={t('photo.alt', { name, n: shown + 1, count })} className="absolute inset-0 size-full object-cover" draggable={false} />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-6xl font-bold text-muted-foreground">{name.slice(0, 1).toUpperCase()}</div>
      )}
      {count > 1 ? (
        <>
          <div className="absolute inset-x-2 top-2 flex gap-1" aria-hidden>
            {photos.map((p, i) => (
              <span key={p} className={cn('h-1 flex-1 rounded-full', i === shown ? 'bg-white' : 'bg-white/40')} />
            ))}
          </div>
          <button type="button" aria-label={t('photo.previous')} disabled={shown === 0} onClick={() => tap(-1)} className="absolute start-0 top-0 h-2/3 w-1/3 opacity-0" />
          <button type="button" aria-label={t('photo.next')} disabled={shown === count - 1} onClick={() => tap(1)} className="absolute end-0 top-0 h-2/3 w-1/3 opacity-0" />
        </>
      ) : null}
      {children}
    </div>
  );
}
