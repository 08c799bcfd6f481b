import { ADMIN_SOCKET_EVENTS, type AdminNotificationPush } from '@converge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { connectSocket } from '@/lib/socket';
import { adminKeys } from './api/admin-api';
import type { AdminNotification } from './api/types';
import { noticeText } from './admin-texts';

/** The socket event the gateway pushes a new admin notification on. */
const ADMIN_NOTIFICATION_EVENT = ADMIN_SOCKET_EVENTS.notification;

/**
 * Live notifications: a push adds the notification to the list at once (bell count, Overview) and
 * refreshes what it is about (reports, figures). A critical one also shows a toast.
 */
export function useAdminRealtime(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const onNotification = (n: AdminNotificationPush) => {
      // Shown at once (deduplicated by id), then re-read so the list matches the server.
      queryClient.setQueryData<AdminNotification[]>(adminKeys.notifications(), (old) => (old && !old.some((o) => o.id === n.id) ? [n, ...old] : old));
      void queryClient.invalidateQueries({ queryKey: adminKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.security() });
      if (n.priority === 'critical') {
        const { title, message } = noticeText(n);
        toast({ title, description: message, variant: 'destructive' });
      }
    };
    const socket = connectSocket();
    void socket.then((s) => {
      if (!cancelled) s.on(ADMIN_NOTIFICATION_EVENT, onNotification);
    });
    return () => {
      cancelled = true;
      void socket.then((s) => s.off(ADMIN_NOTIFICATION_EVENT, onNotification));
    };
  }, [enabled, queryClient]);
}
