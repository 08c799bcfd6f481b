import { appView } from '@/stores/app-view';

/**
 * What a scanned venue code does. The check-in view installs its handler here while it is shown
 * (QR check-in: check in, close the scanner, go to discovery); it resolves false when the
 * code was refused, so the scanner keeps looking. Without a handler a scan just closes the scanner.
 */
export const qrScanHandler: { current: (code: string) => void | Promise<boolean> } = {
  current: () => appView.closeScanner(),
};
