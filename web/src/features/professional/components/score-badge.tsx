import { isHighQuality, scoreClass } from '@/lib/match-score';
import { cn } from '@/lib/utils';
import { professional } from '@/locales/professional';

/** The match score pill (colours by score: 90+ green, 80+ blue, 70+ yellow, else grey). */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const t = professional.useT();
  return (
    <span data-testid="match-score" className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-bold tabular-nums', scoreClass(score), className)}>
      {t('score', { score })}
    </span>
  );
}

/** 'High-quality' marker at 85 or more. */
export function HighQualityBadge({ score }: { score: number }) {
  const t = professional.useT();
  if (!isHighQuality(score)) return null;
  return <span className="rounded-full bg-success-soft px-2.5 py-1 text-xs font-semibold text-success">{t('highQuality')}</span>;
}
