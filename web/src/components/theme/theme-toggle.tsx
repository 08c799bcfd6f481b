import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { common } from '@/locales/common';
import { useTheme } from './theme-provider';

/** Marks the toggle so the prerendered landing drives it without React (public/theme-init.js). */
export const THEME_TOGGLE_ATTR = 'data-theme-toggle';

export function ThemeToggle({ className }: { className?: string }) {
  const t = common.useT();
  const { theme, toggleTheme } = useTheme();
  const toLight = t('theme.toLight');
  const toDark = t('theme.toDark');
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('rounded-full', className)}
      onClick={toggleTheme}
      // The accessible name says what pressing it does.
      aria-label={theme === 'dark' ? toLight : toDark}
      // Both names in the page's language: the prerendered landing's script (public/theme-init.js) swaps
      // the label on a tap without React, and must not fall back to English.
      data-label-to-light={toLight}
      data-label-to-dark={toDark}
      data-testid="theme-toggle"
      {...{ [THEME_TOGGLE_ATTR]: '' }}
    >
      {/* Both icons, the theme class picks one: prerendered HTML is right whichever theme is stored. */}
      <Sun aria-hidden className="hidden dark:block" />
      <Moon aria-hidden className="dark:hidden" />
    </Button>
  );
}
