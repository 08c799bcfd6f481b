import { useCallback, useEffect } from 'react';
import { CheckInView } from '@/features/checkin/components/checkin-view';
import { useQrCheckIn } from '@/features/checkin/hooks/use-qr-check-in';
import { appView } from '@/stores/app-view';
import { qrScanHandler } from '../qr-scan-handler';

/** The default main view: check in by location or QR; success goes to discovery (spec §4). */
export default function CheckInMainView() {
  const toDiscovery = useCallback(() => {
    appView.closeScanner();
    appView.setView('discovery');
  }, []);
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
