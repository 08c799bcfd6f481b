/**
 * The page's entry (issue 20, "Fast on a real phone"). Public pages arrive prerendered
 * (scripts/prerender.mjs), so this first lets the HTML paint, then loads only what the page needs:
 *
 * - the landing, for a signed-out visitor: no React at all — the page is its HTML; the theme toggle
 *   is wired here and every link is a plain link to another prerendered page;
 * - other prerendered pages (/auth, /demo, legal): the app, which takes over the HTML as it is;
 * - anyone signed in, and every app route (the empty shell): the app.
 */
import '../index.css';
import { applyTheme, otherTheme, readStoredTheme, themeToggleLabel } from '@/components/theme/theme';
import { registerServiceWorker } from '@/device/push';
import { askSignedIn, revealSignedOutPage } from '@/lib/session-hint';
import { isPublicPage, publicRouteModules } from './public-route-modules';

const container = document.getElementById('root')!;
const page = container.dataset.prerendered;

/** After the browser has painted the HTML: the app's code must not hold up the first paint. */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const loadApp = () => import('./main');

/** The landing's theme toggle without React (THEME_TOGGLE_ATTR in theme-toggle.tsx; icons follow the theme class). */
function wireThemeToggle() {
  const toggle = container.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (!toggle) return () => undefined;
  let theme = readStoredTheme();
  toggle.setAttribute('aria-label', themeToggleLabel(theme));
  const onClick = () => {
    theme = otherTheme(theme);
    applyTheme(theme);
    toggle.setAttribute('aria-label', themeToggleLabel(theme));
  };
  toggle.addEventListener('click', onClick);
  return () => toggle.removeEventListener('click', onClick);
}

async function boot() {
  if (page === '/') {
    const unwire = wireThemeToggle();
    // Unreachable server: a visitor still gets the landing (as the app does, lib/auth.ts).
    if ((await askSignedIn()) !== true) return revealSignedOutPage();
    unwire();
    const { startApp } = await loadApp();
    return startApp({ prerendered: true, signedIn: true });
  }
  if (page !== undefined) {
    const session = askSignedIn();
    await afterFirstPaint();
    const route = isPublicPage(page) ? publicRouteModules[page]() : undefined;
    const [{ startApp }, signedIn] = await Promise.all([loadApp(), session, route]);
    return startApp({ prerendered: true, signedIn });
  }
  const { startApp } = await loadApp();
  return startApp({ prerendered: false });
}

void boot();

// Installable, offline shell and push (issue 20); only the built app has /sw.js.
if (import.meta.env.PROD) registerServiceWorker();
