import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Sticky top bar: optional back button, a title (the page's h1) and the theme toggle. A long title wraps
 * (the bar grows) rather than being cut: at 200 % text "Live Nearby" would otherwise read "Live Nearb".
 */
export function PageHeader({ title, onBack, backLabel = 'Back', actions }: { title: ReactNode; onBack?: () => void; backLabel?: string; actions?: ReactNode }) {
  // The legal pages are prerendered: a back tap before React has taken the page over would do nothing.
  const hydrated = useHydrated();
  return (
    <header className="sticky top-[var(--meeting-banner-h,0px)] z-30 flex min-h-14 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      {onBack ? (
        <Button variant="ghost" size="icon" className="rounded-full" onClick={onBack} aria-label={backLabel} disabled={!hydrated}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
        </Button>
      ) : (
        <span className="w-2" aria-hidden />
      )}
      <h1 className="min-w-0 flex-1 py-2 text-base font-semibold leading-tight [overflow-wrap:anywhere]">{title}</h1>
      {actions}
      <ThemeToggle />
    </header>
  );
}
