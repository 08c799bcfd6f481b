import { Download, Share, X } from 'lucide-react';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { installOffer, useInstallOffer, type InstallOffer } from '@/device/install';
import { usePublishedHeight } from '@/lib/use-published-height';

/** Its height while shown: toasts (components/ui/toast.tsx) stack above it instead of covering it. */
export const INSTALL_OFFER_HEIGHT_VAR = '--install-offer-h';

/**
 * "Install app", above the bottom navigation of the main views (/, /app…) once
 * `installOffer.milestone()` has been reached (first check-in or match). Chromium: Install calls the kept
 * `beforeinstallprompt` event's prompt(). iOS: the Share › Add to Home Screen steps, and that
 * notifications there need the installed app. × (Not now / Got it): never again on this device.
 */
export default function InstallOfferCard() {
  const offer = useInstallOffer();
  const { pathname } = useLocation();
  if (offer === 'hidden' || !(pathname === '/' || pathname === '/app' || pathname.startsWith('/app/'))) return null;
  return <InstallOfferBar offer={offer} />;
}

function InstallOfferBar({ offer }: { offer: Exclude<InstallOffer, 'hidden'> }) {
  const ref = useRef<HTMLElement>(null);
  usePublishedHeight(ref, INSTALL_OFFER_HEIGHT_VAR);
  const ios = offer === 'ios-steps';
  // Compact, above the bottom nav: it must not hide discovery's Pass / Like buttons.
  return (
    <aside ref={ref} aria-labelledby="install-offer-title" className="fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto w-full max-w-[480px] px-3 pb-2">
      <div className="flex items-center gap-2 rounded-2xl border bg-card py-2 pl-3 pr-1 text-card-foreground shadow-lg">
        {ios ? <Share className="size-5 shrink-0 text-primary-text" aria-hidden /> : <Download className="size-5 shrink-0 text-primary-text" aria-hidden />}
        <div className="min-w-0 flex-1">
          <h2 id="install-offer-title" className="text-sm font-semibold">
            {ios ? 'Add Converge to your Home Screen' : 'Install Converge'}
          </h2>
          {ios ? (
            <p className="text-xs text-muted-foreground">
              Tap <Share className="inline size-3.5 align-text-bottom" aria-label="Share" /> Share, then <strong className="font-semibold text-foreground">Add to Home Screen</strong>. On
              iPhone and iPad, match and message notifications work only in the installed app.
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">Open it from your home screen and get match and message alerts.</p>
          )}
        </div>
        {ios ? null : (
          <Button size="sm" className="shrink-0" onClick={() => void installOffer.install()}>
            Install app
          </Button>
        )}
        <Button variant="ghost" size="icon" className="shrink-0 rounded-full" aria-label={ios ? 'Got it' : 'Not now'} onClick={() => installOffer.dismiss()}>
          <X aria-hidden />
        </Button>
      </div>
    </aside>
  );
}
