import { useEffect, useRef, useState } from 'react';
import type { MeetingDistance } from '@converge/contracts';
import { device } from '@/device';
import { connectSocket } from '@/lib/socket';

/** How often this device reports its position during a meeting (the gateway throttles to one per 2 s). */
export const POSITION_INTERVAL_MS = 3000;

/**
 * Real live distance to the partner (not the spec's simulation): while a session shares locations,
 * sends this device's position over the socket every few seconds and listens for `meeting:distance`,
 * a rounded distance between grid cells computed by the server. No coordinates ever come back.
 */
export function useLiveDistance(sessionId: string | null, sharing: boolean) {
  const [distance, setDistance] = useState<number | null>(null);
  const [startDistance, setStartDistance] = useState<number | null>(null);
  const [locationError, setLocationError] = useState<string | null>(null);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (!sessionId || !sharing) return;
    let cancelled = false;
    const apply = (d: number | null) => {
      if (d === null || cancelled) return;
      setDistance(d);
      if (start.current === null || d > start.current) {
        start.current = d;
        setStartDistance(d);
      }
    };
    const onDistance = (push: MeetingDistance) => {
      if (push.sessionId === sessionId) apply(push.distanceMeters);
    };
    const socket = connectSocket();
    void socket.then((s) => !cancelled && s.on('meeting:distance', onDistance));

    const report = async () => {
      try {
        const { latitude, longitude } = await device.geolocation.getCurrentPosition();
        if (cancelled) return;
        setLocationError(null);
        const s = await socket;
        s.emit('meeting:position', { sessionId, latitude, longitude }, (ack: { ok: boolean; distanceMeters?: number | null }) => {
          if (ack?.ok) apply(ack.distanceMeters ?? null);
        });
      } catch (err) {
        if (!cancelled) setLocationError(err instanceof Error ? err.message : String(err));
      }
    };
    void report();
    const timer = setInterval(() => void report(), POSITION_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
      void socket.then((s) => s.off('meeting:distance', onDistance));
    };
  }, [sessionId, sharing]);

  return { distance, startDistance, locationError };
}
