import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { themeToggleLabel } from './theme';
import { useTheme } from './theme-provider';

/** Marks the toggle so the prerendered landing drives it without React (public/theme-init.js). */
export const THEME_TOGGLE_ATTR = 'data-theme-toggle';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('rounded-full', className)}
      onClick={toggleTheme}
      aria-label={themeToggleLabel(theme)}
      data-testid="theme-toggle"
      {...{ [THEME_TOGGLE_ATTR]: '' }}
    >
      {/* Both icons, the theme class picks one: prerendered HTML is right whichever theme is stored. */}
      <Sun aria-hidden className="hidden dark:block" />
      <Moon aria-hidden className="dark:hidden" />
    </Button>
  );
}
