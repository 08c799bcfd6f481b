import { useEffect, useRef } from 'react';
import type { LocationShareDto } from '@converge/contracts';
import { device } from '@/device';
import { connectSocket } from '@/lib/socket';

/** How often an open app sends its position to its active shares (the gateway limits it too). */
export const SHARE_POSITION_INTERVAL_MS = 30_000;

/**
 * While the person keeps the app open and has active shares, their position follows them: every
 * 30 s a `share:position {shareId, latitude, longitude}` per share over the socket. No position
 * (denied, unavailable) sends nothing; the page keeps the last one.
 */
export function useShareBroadcast(shares: LocationShareDto[] | undefined) {
  const ids = (shares ?? []).map((s) => s.id).join(',');
  const current = useRef<string[]>([]);
  current.current = ids ? ids.split(',') : [];

  useEffect(() => {
    if (!ids) return;
    let stopped = false;
    const tick = async () => {
      const position = await device.geolocation.getCurrentPosition().catch(() => null);
      if (stopped || !position) return;
      const socket = await connectSocket();
      for (const shareId of current.current) {
        socket.emit('share:position', { shareId, latitude: position.latitude, longitude: position.longitude });
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), SHARE_POSITION_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [ids]);
}
