import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** The green Verified mark (verification level basic or above), shared by discovery, matches and chat. */
export function VerifiedBadge({ className, compact = false }: { className?: string; compact?: boolean }) {
  if (compact)
    return (
      <span className={cn('inline-flex text-success', className)} title="Verified" aria-label="Verified">
        <BadgeCheck className="size-4" aria-hidden />
      </span>
    );
  return (
    <Badge variant="success" className={className}>
      <BadgeCheck aria-hidden /> Verified
    </Badge>
  );
}
