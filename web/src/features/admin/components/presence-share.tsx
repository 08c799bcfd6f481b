import { MapPin, MonitorSmartphone, QrCode, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { Analytics } from '../api/types';
import { admin } from '@/locales/admin';
import { formatNumber } from '../format';

type Kind = keyof Analytics['checkinsByPresence'];

const KINDS: Array<{ kind: Kind; icon: LucideIcon; bar: string }> = [
  { kind: 'display', icon: MonitorSmartphone, bar: 'bg-primary' },
  { kind: 'qr', icon: QrCode, bar: 'bg-pro' },
  { kind: 'location', icon: MapPin, bar: 'bg-success' },
];

/** Whole percentages that add up to 100 (largest remainders), so the legend never reads 99 % or 101 %. */
export function sharesOf(counts: Analytics['checkinsByPresence']): Record<Kind, number> {
  const total = counts.display + counts.qr + counts.location;
  const result: Record<Kind, number> = { display: 0, qr: 0, location: 0 };
  if (total === 0) return result;
  const exact = KINDS.map(({ kind }) => ({ kind, value: (counts[kind] * 100) / total }));
  for (const e of exact) result[e.kind] = Math.floor(e.value);
  let left = 100 - exact.reduce((sum, e) => sum + Math.floor(e.value), 0);
  for (const e of [...exact].sort((a, b) => (b.value % 1) - (a.value % 1))) {
    if (left-- <= 0) break;
    result[e.kind] += 1;
  }
  return result;
}

/**
 * How the check-ins of the last 30 days proved presence — the venue's screen, its printed
 * code, or a position inside its radius — as one bar and a legend with each share and count.
 */
export function PresenceShare({ analytics }: { analytics: Analytics }) {
  const counts = analytics.checkinsByPresence;
  const total = counts.display + counts.qr + counts.location;
  const shares = sharesOf(counts);
  const t = admin.useT();
  return (
    <Card className="flex flex-col gap-3 p-4" role="group" aria-labelledby="presence-share-title" data-testid="presence-share">
      <div>
        <h3 id="presence-share-title" className="text-sm font-semibold">
          {t('presence.title')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('presence.summary', { count: total, number: formatNumber(total) })}</p>
      </div>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">{t('presence.none')}</p>
      ) : (
        <div className="flex h-3 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
          {KINDS.map(({ kind, bar }) => (shares[kind] > 0 ? <div key={kind} className={bar} style={{ width: `${shares[kind]}%` }} /> : null))}
        </div>
      )}
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {KINDS.map(({ kind, icon: Icon, bar }) => (
          <li key={kind} className="flex items-start gap-2" data-testid={`presence-${kind}`}>
            <span className={`mt-1 size-2.5 shrink-0 rounded-full ${bar}`} aria-hidden />
            <div className="min-w-0">
              <p className="flex items-center gap-1 text-sm font-medium">
                <Icon className="size-3.5 text-muted-foreground" aria-hidden /> {t(`presence.${kind}`)}
                <span className="ms-1 tabular-nums">{t('presence.share', { percent: formatNumber(shares[kind]) })}</span>
              </p>
              <p className="text-xs text-muted-foreground">{t(`presence.${kind}Hint`, { number: formatNumber(counts[kind]) })}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
