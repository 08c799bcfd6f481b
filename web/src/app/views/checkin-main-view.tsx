import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CheckInResponse } from '@converge/contracts';
import { CheckInView } from '@/features/checkin/components/checkin-view';
import { useQrCheckIn } from '@/features/checkin/hooks/use-qr-check-in';
import { appView } from '@/stores/app-view';
import { qrScanHandler } from '../qr-scan-handler';

/** The default main view: check in by location or QR; success goes to discovery. */
export default function CheckInMainView() {
  const navigate = useNavigate();
  // A professional check-in goes to the networking screen instead of dating discovery.
  const toDiscovery = useCallback(
    (checkIn?: CheckInResponse) => {
      appView.closeScanner();
      if (checkIn?.mode === 'professional') navigate('/professional');
      else appView.setView('discovery');
    },
    [navigate],
  );
  const qrCheckIn = useQrCheckIn(toDiscovery);

  useEffect(() => {
    const previous = qrScanHandler.current;
    qrScanHandler.current = qrCheckIn;
    return () => {
      qrScanHandler.current = previous;
    };
  }, [qrCheckIn]);

  return <CheckInView onOpenScanner={appView.openScanner} onCheckedIn={toDiscovery} onGoToDiscovery={toDiscovery} />;
}
