import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { common } from '@/locales/common';

/** The green Verified mark (verification level basic or above), shared by discovery, matches and chat. */
export function VerifiedBadge({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = common.useT();
  if (compact)
    return (
      <span className={cn('inline-flex text-success', className)} title={t('verified')} aria-label={t('verified')}>
        <BadgeCheck className="size-4" aria-hidden />
      </span>
    );
  return (
    <Badge variant="success" className={className}>
      <BadgeCheck aria-hidden /> {t('verified')}
    </Badge>
  );
}
