import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/lazy-dialog';
import { admin } from '@/locales/admin';
import { useNotifications } from '../api/admin-api';
import { pageItems } from '../api/types';
import { formatNumber } from '../format';

const NotificationsDialog = lazyDialog(
  () => import('./notifications-dialog').then((m) => m.NotificationsDialog),
  (props) => props.open,
);

/** The bell in the dashboard header: unread count, and the list (tap one to mark it read). */
export function NotificationBell() {
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const list = pageItems(notifications.data);
  const unread = list.filter((n) => !n.isRead).length;
  const t = admin.useT();
  const counted = { count: unread, number: formatNumber(unread) };
  const label = unread ? t('bell.labelUnread', counted) : t('bell.label');
  return (
    <>
      <Button variant="ghost" size="icon" className="relative rounded-full" aria-label={label} onClick={() => setOpen(true)}>
        <Bell aria-hidden />
        {unread ? (
          <span
            data-testid="unread-count"
            className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold leading-5 text-destructive-foreground"
          >
            {unread > 99 ? t('bell.badgeMany', { number: formatNumber(99) }) : formatNumber(unread)}
          </span>
        ) : null}
      </Button>
      <NotificationsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
