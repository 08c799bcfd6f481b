/**
 * The theme: kept in localStorage under "theme", dark unless the person chose light.
 * public/theme-init.js applies it before the first paint (and drives the prerendered landing's toggle,
 * which runs no React for a signed-out visitor); ThemeProvider from then on.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark'; // storage blocked (private mode, policies): fall back to the default
  }
}

/** Applies the theme to the page and remembers it. */
export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0b0b0f' : '#fafafa');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* not persisted, still applied for this visit */
  }
}

export const otherTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');
