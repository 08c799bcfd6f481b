import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { connectSocket } from '@/lib/socket';
import { adminKeys } from './api/admin-api';
import type { AdminNotification } from './api/types';

/** The socket event the gateway pushes a new admin notification on (issue 14). */
export const ADMIN_NOTIFICATION_EVENT = 'admin:notification';

/**
 * Live notifications: a push adds the notification to the list at once (bell count, Overview) and
 * refreshes what it is about (reports, figures). A critical one also shows a toast.
 */
export function useAdminRealtime(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const onNotification = (push: AdminNotification | { notification: AdminNotification }) => {
      const n = 'notification' in push ? push.notification : push;
      queryClient.setQueryData(adminKeys.notifications(), (old: unknown) => {
        if (Array.isArray(old)) return old.some((o: AdminNotification) => o.id === n.id) ? old : [n, ...old];
        if (old && typeof old === 'object' && Array.isArray((old as { items?: unknown }).items)) {
          const items = (old as { items: AdminNotification[] }).items;
          return items.some((o) => o.id === n.id) ? old : { ...old, items: [n, ...items] };
        }
        return old;
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.analytics() });
      if (n.priority === 'critical') toast({ title: n.title, description: n.message, variant: 'destructive' });
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
