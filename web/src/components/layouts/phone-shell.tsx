import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The phone column: full width on a phone, ~480 px centred on a desktop.
 * `withBottomNav` reserves room so content never hides behind the navigation bar.
 */
export function PhoneShell({ children, className, withBottomNav = false }: { children: ReactNode; className?: string; withBottomNav?: boolean }) {
  return (
    <div className={cn('mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-background sm:border-x', withBottomNav && 'pb-[calc(4.5rem+env(safe-area-inset-bottom))]', className)}>
      {children}
    </div>
  );
}
