import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { connectSocket } from './socket';

/** Runs `attach` with the shared socket once it exists; the returned cleanup detaches again. */
export function useSocketAttach(attach: (socket: Socket) => () => void, deps: unknown[]) {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    void connectSocket().then((socket) => {
      if (!cancelled) detach = attach(socket);
    });
    return () => {
      cancelled = true;
      detach?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** Whether the shared socket is up (screens poll over REST only while it is not). */
export function useSocketUp(): boolean {
  const [connected, setConnected] = useState(false);
  useSocketAttach((socket) => {
    const up = () => setConnected(true);
    const down = () => setConnected(false);
    setConnected(socket.connected);
    socket.on('connect', up);
    socket.on('disconnect', down);
    return () => {
      socket.off('connect', up);
      socket.off('disconnect', down);
    };
  }, []);
  return connected;
}
