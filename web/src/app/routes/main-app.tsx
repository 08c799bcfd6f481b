import { lazy, Suspense, useCallback, useEffect, useLayoutEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { Spinner } from '@/components/ui/spinner';
import { ScreenShown, useAfterFirstScreen } from '@/lib/after-first-screen';
import { appView, isMainView, useAppView, viewPath } from '@/stores/app-view';
import { RequireProfile } from '../guards';
import { MainOverlay, mainViews } from '../main-views';
import { qrScanHandler } from '../qr-scan-handler';

// The camera scanner's code loads when someone opens it, not with /app.
const QrScannerOverlay = lazy(() => import('@/components/qr-scanner-overlay').then((m) => ({ default: m.QrScannerOverlay })));
const NotFound = lazy(() => import('./not-found').then((m) => ({ default: m.Component })));

/**
 * "/" and "/app" with a profile open the current main view at its own URL, `/app/<view>`, in
 * place of this history entry; `?view=matches` (a notification sent before the views had URLs) is honoured.
 */
function CurrentView() {
  const { currentView } = useAppView();
  const [params] = useSearchParams();
  const requested = params.get('view');
  return <Navigate to={viewPath(isMainView(requested) ? requested : currentView)} replace />;
}

/** `/app/<view>`: the main view, the bottom navigation, the QR overlay. */
function MainApp() {
  const { view } = useParams();
  const { showQRScanner } = useAppView();
  const close = useCallback(() => appView.closeScanner(), []);
  const afterFirstScreen = useAfterFirstScreen();
  const known = isMainView(view);

  // The URL is what shows; the store follows it (Back, a link, a reload), and a new view starts at the top.
  useLayoutEffect(() => {
    if (known) appView.showView(view);
  }, [known, view]);
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [view]);

  if (view === undefined) return <CurrentView />;
  if (!known) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  const View = mainViews[view] ?? mainViews.profile!;
  return (
    <PhoneShell withBottomNav>
      <main className="flex flex-1 flex-col">
        <Suspense fallback={<Spinner label="Loading..." className="min-h-[60dvh]" />}>
          <View />
          <ScreenShown />
        </Suspense>
      </main>
      <BottomNav />
      {afterFirstScreen ? (
        <Suspense fallback={null}>
          <MainOverlay />
        </Suspense>
      ) : null}
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
