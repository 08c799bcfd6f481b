import { Download, Share, X } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { installOffer, useInstallOffer } from '@/device/install';

/**
 * "Install app" (issue 29), above the bottom navigation of the main views (/, /app…) once
 * `installOffer.milestone()` has been reached (first check-in or match). Chromium: Install calls the kept
 * `beforeinstallprompt` event's prompt(). iOS: the Share › Add to Home Screen steps, and that
 * notifications there need the installed app. Not now / Got it: never again on this device.
 */
export default function InstallOfferCard() {
  const offer = useInstallOffer();
  const { pathname } = useLocation();
  if (offer === 'hidden' || !(pathname === '/' || pathname === '/app' || pathname.startsWith('/app/'))) return null;
  const ios = offer === 'ios-steps';
  return (
    <aside
      aria-labelledby="install-offer-title"
      className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto w-full max-w-[480px] px-3 pb-2"
    >
      <div className="relative flex gap-3 rounded-2xl border bg-card p-4 pr-12 text-card-foreground shadow-lg">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
          {ios ? <Share className="size-5" aria-hidden /> : <Download className="size-5" aria-hidden />}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="install-offer-title" className="text-sm font-semibold">
            {ios ? 'Add Converge to your Home Screen' : 'Install Converge'}
          </h2>
          {ios ? (
            <>
              <p className="mt-1 text-sm text-muted-foreground">
                Tap <Share className="inline size-4 align-text-bottom" aria-label="Share" /> Share, then <strong className="font-semibold text-foreground">Add to Home Screen</strong>.
              </p>
              <p className="mt-1 text-sm text-muted-foreground">On iPhone and iPad, match and message notifications work only in the installed app.</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => installOffer.dismiss()}>
                Got it
              </Button>
            </>
          ) : (
            <>
              <p className="mt-1 text-sm text-muted-foreground">Open it from your home screen and get match and message alerts.</p>
              <div className="mt-3 flex gap-2">
                <Button size="sm" onClick={() => void installOffer.install()}>
                  Install app
                </Button>
                <Button variant="ghost" size="sm" onClick={() => installOffer.dismiss()}>
                  Not now
                </Button>
              </div>
            </>
          )}
        </div>
        <Button variant="ghost" size="icon" className="absolute right-0.5 top-0.5 rounded-full" aria-label="Dismiss install offer" onClick={() => installOffer.dismiss()}>
          <X aria-hidden />
        </Button>
      </div>
    </aside>
  );
}
