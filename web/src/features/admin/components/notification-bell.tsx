import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useMarkNotificationRead, useNotifications } from '../api/admin-api';
import { pageItems } from '../api/types';
import { cn } from '@/lib/utils';
import { admin } from '@/locales/admin';
import { formatDateTime, formatNumber } from '../format';
import { noticeText } from '../admin-texts';
import { errorToast } from './shared';

/** The bell in the dashboard header: unread count, and the list (tap one to mark it read). */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
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
      <Dialog open={open} onOpenChange={setOpen}>
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
                const { title, message } = noticeText(n);
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
                      <span className="flex items-center gap-2">
                        <span className="flex-1 text-sm font-semibold">{title}</span>
                        {n.priority === 'critical' ? <Badge className="bg-destructive text-destructive-foreground">{t('critical')}</Badge> : null}
                        {!n.isRead ? <span className="size-2 rounded-full bg-primary" aria-hidden /> : null}
                      </span>
                      <span className="text-sm text-muted-foreground">{message}</span>
                      <time dateTime={n.createdAt} className="text-xs text-muted-foreground">
                        {formatDateTime(n.createdAt)}
                      </time>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
