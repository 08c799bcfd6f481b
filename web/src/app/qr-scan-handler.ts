import { appView } from '@/stores/app-view';

/**
 * What a scanned venue code does. The check-in feature installs its handler here (QR check-in,
 * spec §4); until then a scan just closes the scanner.
 */
export const qrScanHandler: { current: (code: string) => void } = {
  current: () => appView.closeScanner(),
};
