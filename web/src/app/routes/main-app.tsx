import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { Spinner } from '@/components/ui/spinner';
import { appView, MAIN_VIEWS, useAppView, type MainView } from '@/stores/app-view';
import { RequireProfile } from '../guards';
import { MainOverlay, mainViews } from '../main-views';
import { qrScanHandler } from '../qr-scan-handler';

// The camera scanner's code loads when someone opens it, not with /app (issue 29).
const QrScannerOverlay = lazy(() => import('@/components/qr-scanner-overlay').then((m) => ({ default: m.QrScannerOverlay })));

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
      <Suspense fallback={<Spinner label="Loading..." className="min-h-[60dvh]" />}>
        <View />
      </Suspense>
      <BottomNav />
      <Suspense fallback={null}>
        <MainOverlay />
      </Suspense>
      {showQRScanner ? (
        <Suspense fallback={null}>
          <QrScannerOverlay onScan={(code) => qrScanHandler.current(code)} onClose={close} />
        </Suspense>
      ) : null}
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
