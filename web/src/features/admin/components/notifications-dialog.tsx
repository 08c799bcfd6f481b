import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { admin } from '@/locales/admin';
import { useMarkNotificationRead, useNotifications } from '../api/admin-api';
import { pageItems } from '../api/types';
import { formatNumber } from '../format';
import { noticeText } from '../admin-texts';
import { NotificationLines } from './notification-lines';
import { errorToast } from './shared';

/** The bell's list of notifications (tap one to mark it read): loaded when the bell is first tapped. */
export function NotificationsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const list = pageItems(notifications.data);
  const unread = list.filter((n) => !n.isRead).length;
  const t = admin.useT();
  const counted = { count: unread, number: formatNumber(unread) };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[min(94vw,480px)]">
        <DialogHeader>
          <DialogTitle>{t('bell.title')}</DialogTitle>
          <DialogDescription>{unread ? t('bell.unread', counted) : t('bell.allRead')}</DialogDescription>
        </DialogHeader>
        {list.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('bell.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {list.map((n) => {
              const { title } = noticeText(n);
              return (
                <li key={n.id}>
                  <button
                    type="button"
                    className={cn(
                      'flex w-full flex-col gap-1 rounded-xl border p-3 text-start transition-colors duration-150 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      !n.isRead && 'border-primary/50 bg-primary-soft/40',
                    )}
                    aria-label={n.isRead ? title : t('bell.itemUnread', { title })}
                    disabled={n.isRead || markRead.isPending}
                    onClick={() => markRead.mutate(n.id, { onError: (err) => errorToast(err, t('bell.markFailed')) })}
                  >
                    <NotificationLines notification={n} markUnread />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
