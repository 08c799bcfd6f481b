import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { linkManifest, listenForInstallPrompt } from '@/device/install';
import { registerServiceWorker } from '@/device/push';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { userQueryKey, type User } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { pseudoLocaleWanted } from '@/lib/pseudo-locale-choice';
import { rememberSignedIn } from '@/lib/session-hint';
import { DEFAULT_LANGUAGE, languageOfPath } from '@converge/contracts';
import { currentLanguage, initialLanguage, setLanguage, showMadeUpMessages, showingMadeUpMessages } from '@/lib/i18n';
import type { EarlyTaps } from './early-taps';
import { AppProvider } from './provider';
import { AppRoutes, loadScreensOf } from './router';

/** Runs `onCommit` once React has put the app on screen. */
function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * The React app (loaded by app/boot.ts). `signedIn` is the server's answer for a prerendered public
 * page (undefined: not asked, or the server could not be reached); `earlyTaps`, the taps made on it
 * before React took over (app/early-taps.ts).
 */
export async function startApp({ prerendered, signedIn, earlyTaps }: { prerendered: boolean; signedIn?: boolean; earlyTaps?: EarlyTaps }) {
  const container = document.getElementById('root')!;
  listenForInstallPrompt(); // keeps the browser's install event for the Install app offer
  // The manifest and the service worker (its install fetches the offline shell) wait for the first screen:
  // before it, they were four requests competing with the screen's own on a slow phone.
  void afterFirstScreen().then(() => {
    linkManifest();
    if (import.meta.env.PROD) registerServiceWorker();
  });
  // The page's screens start loading now, beside the language's files (app/boot.ts asked for them already).
  const screensLoaded = loadScreensOf(window.location.pathname);
  const queryClient = createQueryClient();
  // The signed-in hint for the next first paint (lib/session-hint.ts) follows who the app says is here.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== userQueryKey[0]) return;
    const { status, data } = event.query.state;
    if (status === 'success') rememberSignedIn((data as User | null) !== null);
    // Signed in, the account's language is the app's (and this device's, for the next first paint).
    const accountLanguage = (data as User | null | undefined)?.language;
    if (status === 'success' && accountLanguage && accountLanguage !== currentLanguage() && !showingMadeUpMessages()) void setLanguage(accountLanguage);
  });
  // A prerendered page was rendered for a signed-out visitor. Signed out (or no answer): start from
  // the same state, so React takes over the HTML as it is. Signed in: the app reads the user and
  // moves on (spinner, then the signed-in view), never showing the signed-out page.
  // The HTML was rendered for the bare path: a query string can change what the page shows
  // (/auth?mode=signin is Sign In, not Create Account), so such a visit is rendered afresh, not hydrated.
  const signedOut = prerendered && signedIn !== true;
  // A prerendered page is in its address's language (`/de/auth` German, `/auth` English; app/boot.ts
  // stored it as the choice, or moved an English page to the person's language): taken over as it is
  // once that language's files are here. In any other language it is rendered afresh, in it.
  // An address under a language's prefix that is not a prerendered page (`/de/unsubscribe`, the link in a
  // German mail to someone outside Converge) is in that language too, without making it the device's choice.
  const addressLanguage = languageOfPath(window.location.pathname);
  const language = addressLanguage !== DEFAULT_LANGUAGE ? addressLanguage : initialLanguage();
  await setLanguage(language);
  // The translators' preview (and the e2e walk over every route): loaded only when asked for.
  if (pseudoLocaleWanted()) {
    const { pseudo } = await import('@/lib/pseudo-locale');
    showMadeUpMessages('en-XA', (_ns, english) => Object.fromEntries(Object.entries(english).map(([key, message]) => [key, pseudo(message)])));
  }
  const takeOver = signedOut && window.location.search === '' && language === languageOfPath(window.location.pathname) && !showingMadeUpMessages();
  if (signedOut) queryClient.setQueryData(userQueryKey, null);

  // The HTML stays on screen until the page's route code is here, so it is replaced by the same page, never a spinner.
  await screensLoaded;
  const replayEarlyTaps = earlyTaps?.release();
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
      <Committed onCommit={takeOver ? replayEarlyTaps : undefined} />
    </StrictMode>
  );
  if (takeOver) {
    // As a transition, React hydrates in small slices and the page answers taps meanwhile, instead of
    // one long task on a slow phone (total blocking time).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    if (prerendered && !signedOut) {
      // Signed in: the signed-out HTML goes (it was kept out of sight, index.css); a spinner, then the app.
      container.replaceChildren();
      delete container.dataset.prerendered;
    }
    // A transition here too: the first render of a signed-in screen comes in slices the browser can
    // paint and answer taps between, not one long task on a slow phone.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
