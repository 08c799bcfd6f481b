import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQrCheckIn } from '@/features/checkin/hooks/use-qr-check-in';
import { viewPath } from '@/stores/app-view';
import { FullPageLoader, RequireProfile } from '../guards';

/**
 * `/checkin?v=…&s=…`: a venue's printed code opened with the phone's own camera; `/checkin?v=…&t=…&d=…`:
 * the code on the venue's screen, which changes every 30 s. The link itself is the QR code:
 * check in with it, then land on discovery (or on the check-in view with the spec's 'QR check-in
 * failed' toast when the code is refused, e.g. a screen code more than 90 seconds old).
 */
function DeepLinkCheckIn() {
  const navigate = useNavigate();
  const started = useRef(false);
  const toProfessional = useRef(false);
  const checkIn = useQrCheckIn(
    (result) => {
      if (result.mode === 'professional') toProfessional.current = true;
    },
    { keepAcrossPages: true },
  );

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; check in once.
    started.current = true;
    const code = window.location.href;
    void checkIn(code).then((ok) => {
      void navigate(!ok ? viewPath('checkin') : toProfessional.current ? '/professional' : viewPath('discovery'), { replace: true });
    });
  }, [checkIn, navigate]);

  return <FullPageLoader />;
}

export function Component() {
  const params = new URLSearchParams(window.location.search);
  const printed = Boolean(params.get('s'));
  const shown = Boolean(params.get('t') && params.get('d'));
  if (!params.get('v') || !(printed || shown)) return <Navigate to={viewPath('checkin')} replace />;
  return (
    <RequireProfile>
      <DeepLinkCheckIn />
    </RequireProfile>
  );
}
