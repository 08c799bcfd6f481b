/**
 * The page's entry. Public pages arrive prerendered in each language (scripts/prerender.mjs: `/`,
 * `/auth`, … in English, `/de/`, `/de/auth`, … in German), so this first lets the HTML paint, then
 * loads only what the page needs:
 *
 * - the landing (any language's), for a signed-out visitor: no React at all — the page is its HTML; the
 *   theme toggle works from public/theme-init.js and every link is a plain link to another prerendered
 *   page (the language picker too: `/de/`);
 * - other prerendered pages (/auth, /demo, legal): the app, which takes over the HTML as it is;
 * - anyone signed in, and every app route (the empty shell): the app, with the session and the
 *   screen's first reads started beside its code.
 */
import '../index.css';
import { registerServiceWorker } from '@/device/push';
import { earlyReadsFor, startEarlyRead } from '@/lib/early-reads';
import { startUserRead } from '@/lib/user-read';
import { askSignedIn, requestCarriedSession, revealSignedOutPage, wasSignedIn } from '@/lib/session-hint';
import { initialLanguage, storeLanguage, takeLanguageFromUrl } from '@/lib/language-choice';
import { pseudoLocaleWanted } from '@/lib/pseudo-locale-choice';
import { DEFAULT_LANGUAGE, languageOfPath, pathInLanguage, pathWithoutLanguage } from '@converge/contracts/web-boot';
import { holdEarlyTaps } from './early-taps';
import { isPublicPage, publicRouteModules } from './public-route-modules';
import { preloadShellRoute } from './shell-route-modules';

const container = document.getElementById('root')!;
const page = container.dataset.prerendered;

/** After the browser has painted the HTML: the app's code must not hold up the first paint. */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const loadApp = () => import('./main');

/**
 * Who is here, for a prerendered page. Signed out — or no answer: a visitor still gets the page when
 * the server can't be reached (as in lib/auth.ts) — the page shows as it is at once.
 */
async function session(): Promise<boolean | undefined> {
  const signedIn = await askSignedIn();
  if (signedIn !== true) revealSignedOutPage();
  return signedIn;
}

/**
 * The page's language is the person's: reading the German pages keeps German as this device's choice
 * (the gateway sends `/` there next time). An English page seen by someone who reads another language
 * (chosen before, or the browser's) gives way to that language's page, prerendered in it.
 * True when the browser is on its way there.
 */
function followLanguage(prerendered: string): boolean {
  const lang = languageOfPath(prerendered);
  if (lang !== DEFAULT_LANGUAGE) {
    storeLanguage(lang);
    return false;
  }
  const wanted = initialLanguage();
  if (wanted === DEFAULT_LANGUAGE) return false;
  const { pathname, search, hash } = window.location;
  window.location.replace(pathInLanguage(wanted, pathname) + search + hash);
  return true;
}

async function boot() {
  takeLanguageFromUrl();
  if (page !== undefined && followLanguage(page)) return;
  const bare = page === undefined ? undefined : pathWithoutLanguage(page);
  if (bare === '/') {
    const signedIn = await session();
    // The translators' preview renders the landing from the app, in the pseudo-locale.
    if (signedIn !== true && !pseudoLocaleWanted()) return;
    const { startApp } = await loadApp();
    return startApp({ prerendered: true, signedIn: signedIn === true });
  }
  if (bare !== undefined) {
    const earlyTaps = holdEarlyTaps(container);
    const signedIn = session();
    await afterFirstPaint();
    const route = isPublicPage(bare) ? publicRouteModules[bare]() : undefined;
    const [{ startApp }] = await Promise.all([loadApp(), route]);
    return startApp({ prerendered: true, signedIn: await signedIn, earlyTaps });
  }
  // The shell: the screen's code and who is signed in come beside the app's code, not after it.
  // Its first reads too: at once when this browser was signed in last time or the page's request
  // carried a session (one round trip less on a slow network; the gateway has then named them in the
  // page already, and these requests take its answers; if the session has ended since, the app sends
  // the person to sign in and never reads them), else once the session answers that someone is signed in.
  const path = window.location.pathname;
  const startScreenReads = () => earlyReadsFor(path).forEach(startEarlyRead);
  const carriedSession = requestCarriedSession();
  if (wasSignedIn() || carriedSession) startScreenReads();
  void startUserRead({ asPreloaded: carriedSession }).then((user) => {
    if (user) startScreenReads();
  });
  preloadShellRoute(path);
  // The splash paints before the app's code runs: its files, named in the page, may all be here before
  // the browser's first frame, and running them first held the brand back by half a second on a phone.
  await afterFirstPaint();
  const { startApp } = await loadApp();
  return startApp({ prerendered: false });
}

void boot();

// Installable, offline shell and push; only the built app has /sw.js. A prerendered page registers it
// once loaded (the landing runs no app); the app's shell once its first screen is shown (main.tsx).
if (import.meta.env.PROD && page !== undefined) registerServiceWorker();
