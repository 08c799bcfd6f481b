import { Suspense, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { QrScannerOverlay } from '@/components/qr-scanner-overlay';
import { Spinner } from '@/components/ui/spinner';
import { appView, MAIN_VIEWS, useAppView, type MainView } from '@/stores/app-view';
import { RequireProfile } from '../guards';
import { MainOverlay, mainViews } from '../main-views';
import { qrScanHandler } from '../qr-scan-handler';

/** "/" and "/app" with a profile: the current main view, the bottom navigation, the QR overlay. */
function MainApp() {
  const { currentView, showQRScanner } = useAppView();
  const View = mainViews[currentView] ?? mainViews.profile!;
  const close = useCallback(() => appView.closeScanner(), []);
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');

  // A notification's tap opens /app?view=matches (sw.js): show that view once, then drop the parameter.
  useEffect(() => {
    if (!requested) return;
    if ((MAIN_VIEWS as readonly string[]).includes(requested)) appView.setView(requested as MainView);
    setParams({}, { replace: true });
  }, [requested, setParams]);

  return (
    <PhoneShell withBottomNav>
      <main className="flex flex-1 flex-col">
        <Suspense fallback={<Spinner label="Loading..." className="min-h-[60dvh]" />}>
          <View />
        </Suspense>
      </main>
      <BottomNav />
      <Suspense fallback={null}>
        <MainOverlay />
      </Suspense>
      {showQRScanner ? <QrScannerOverlay onScan={(code) => qrScanHandler.current(code)} onClose={close} /> : null}
    </PhoneShell>
  );
}

export function Component() {
  return (
    <RequireProfile>
      <MainApp />
    </RequireProfile>
  );
}
