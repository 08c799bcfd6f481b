import { MapPin } from 'lucide-react';
import { formatCoordinate } from '../time-left';
import { safetyPublic } from '@/locales/safety-public';

/**
 * A locator panel with a marker: the position and the venue, with a link out to a full map. (The
 * gateway's content-security policy allows no third-party map tiles, so no tiles are fetched here.)
 */
export function ShareMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const t = safetyPublic.useT();
  return (
    <figure
      role="img"
      aria-label={t('share.marker', { latitude: formatCoordinate(latitude), longitude: formatCoordinate(longitude), label })}
      className="relative h-52 overflow-hidden rounded-2xl border bg-muted bg-[linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] bg-[size:28px_28px] bg-center"
    >
      <span className="absolute left-1/2 top-1/2 size-40 -translate-x-1/2 -translate-y-1/2 rounded-full border border-primary/30 bg-primary/5" aria-hidden />
      <span className="absolute left-1/2 top-1/2 size-20 -translate-x-1/2 -translate-y-1/2 rounded-full border border-primary/40 bg-primary/10" aria-hidden />
      <span className="absolute left-1/2 top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary" aria-hidden />
      <MapPin className="absolute left-1/2 top-1/2 size-10 -translate-x-1/2 -translate-y-full fill-primary text-primary-foreground drop-shadow-md" strokeWidth={1.5} aria-hidden />
      <span className="absolute left-1/2 top-[calc(50%+0.75rem)] -translate-x-1/2 whitespace-nowrap rounded-full bg-background/90 px-2.5 py-0.5 text-xs font-semibold shadow-sm">
        {label}
      </span>
    </figure>
  );
}
