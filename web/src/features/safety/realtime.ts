import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { SAFETY_SOCKET_EVENTS, type LocationShareDto, type SafetyBlockedPayload, type SharePositionPayload } from '@converge/contracts';
import { device } from '@/device';
import { connectSocket } from '@/lib/socket';
import { useSocketAttach } from '@/lib/socket-events';
import { safetyKeys } from './api/keys';
import type { PublicShareState } from './api/location-shares';

/** How often an open app sends its position to its active shares (the gateway limits it too). */
export const SHARE_POSITION_INTERVAL_MS = 30_000;
const SHARE_POSITION_SPACING_MS = 5_500;

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
      // The gateway takes one position per socket every 5 s: space the shares out.
      current.current.forEach((shareId, i) => {
        setTimeout(() => {
          if (!stopped) socket.emit(SAFETY_SOCKET_EVENTS.sharePosition, { shareId, latitude: position.latitude, longitude: position.longitude });
        }, i * SHARE_POSITION_SPACING_MS);
      });
    };
    void tick();
    const timer = setInterval(() => void tick(), SHARE_POSITION_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [ids]);
}

/**
 * The public page's live feed: a sessionless socket that presents the share's token and receives
 * `share:position` (the new position is written into the cached share) and `share:ended` (the page
 * switches to its ended state). Polling in `publicShareQuery` covers the time it is not connected.
 */
export function useShareViewer(token: string, active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active || !token) return;
    let socket: Socket | undefined;
    let cancelled = false;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io({ path: '/socket.io', forceNew: true, withCredentials: false, auth: { shareToken: token }, transports: ['websocket', 'polling'] });
      socket.on(SAFETY_SOCKET_EVENTS.sharePosition, (push: SharePositionPayload) => {
        queryClient.setQueryData<PublicShareState>(safetyKeys.publicShare(token), (old) =>
          // This socket watches only this link's share, so every position is this share's.
          old?.status === 'active' ? { status: 'active', share: { ...old.share, latitude: push.latitude, longitude: push.longitude, updatedAt: push.updatedAt } } : old,
        );
      });
      socket.on(SAFETY_SOCKET_EVENTS.shareEnded, () => {
        queryClient.setQueryData<PublicShareState>(safetyKeys.publicShare(token), { status: 'ended' });
      });
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
    };
  }, [token, active, queryClient]);
}

/**
 * `safety:blocked`: someone and I were just blocked apart (either way). `onBlocked` gets the push: the
 * pair's `matchId` / `conversationId` (null when they had none), and `userId` only on the blocker's own
 * devices (the person blocked is never told who blocked them).
 */
export function useBlockedPush(onBlocked: (push: SafetyBlockedPayload) => void, enabled = true) {
  const handler = useRef(onBlocked);
  handler.current = onBlocked;
  useSocketAttach(
    (socket) => {
      if (!enabled) return () => {};
      const listener = (push: SafetyBlockedPayload) => handler.current(push);
      socket.on(SAFETY_SOCKET_EVENTS.blocked, listener);
      return () => socket.off(SAFETY_SOCKET_EVENTS.blocked, listener);
    },
    [enabled],
  );
}

/**
 * The sharer's own devices: a share started elsewhere or ended (stopped, or its 4 hours over) refreshes
 * the list of live shares, so an expired share leaves the Safety Center without a reload.
 */
export function useOwnSharesPush(enabled = true) {
  const queryClient = useQueryClient();
  useSocketAttach(
    (socket) => {
      if (!enabled) return () => {};
      const refresh = () => void queryClient.invalidateQueries({ queryKey: safetyKeys.shares });
      socket.on(SAFETY_SOCKET_EVENTS.shareStarted, refresh);
      socket.on(SAFETY_SOCKET_EVENTS.shareEnded, refresh);
      return () => {
        socket.off(SAFETY_SOCKET_EVENTS.shareStarted, refresh);
        socket.off(SAFETY_SOCKET_EVENTS.shareEnded, refresh);
      };
    },
    [enabled, queryClient],
  );
}
