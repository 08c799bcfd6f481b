import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { common } from '@/locales/common';

/**
 * What a list shows when it could not be loaded: the reason and a "Try again" that refetches.
 * `compact` inside a card section (small button); otherwise a roomy page-level block.
 */
export function LoadFailed({ message, onRetry, compact = false, className }: { message: string; onRetry: () => void; compact?: boolean; className?: string }) {
  const t = common.useT();
  return (
    <div className={cn('flex flex-col items-center text-center', compact ? 'gap-2 px-4 py-6' : 'gap-3', className)}>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button size={compact ? 'sm' : 'default'} variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
