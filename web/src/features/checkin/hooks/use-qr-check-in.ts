import { useCallback } from 'react';
import type { CheckInResponse } from '@converge/contracts';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useCheckIn } from '../api/check-in';
import { withMode } from '../mode';
import { QR_CHECK_IN_FAILED, QR_CHECK_IN_FALLBACK, welcomeToast } from '../messages';

/**
 * Check in with the scanned code; on success the caller closes the scanner
 * and moves to discovery. A bad code shows 'QR check-in failed' with the server's message.
 */
export function useQrCheckIn(onCheckedIn: (checkIn: CheckInResponse) => void, { keepAcrossPages = false } = {}) {
  const { mutateAsync } = useCheckIn();
  return useCallback(
    async (code: string): Promise<boolean> => {
      try {
        const result = await mutateAsync(withMode({ qrCode: code.trim() }));
        toast(welcomeToast(result));
        onCheckedIn(result);
        return true;
      } catch (error) {
        // A link opened with the phone's camera moves on to the check-in screen: the toast goes with it.
        toast({ title: QR_CHECK_IN_FAILED(), description: serverMessage(error, QR_CHECK_IN_FALLBACK()), variant: 'destructive', keepAcrossPages });
        return false;
      }
    },
    [mutateAsync, onCheckedIn, keepAcrossPages],
  );
}
