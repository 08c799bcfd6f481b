import { Badge } from '@/components/ui/badge';
import { admin } from '@/locales/admin';
import type { AdminNotification } from '../api/types';
import { noticeText } from '../admin-texts';
import { formatDateTime } from '../format';

/**
 * What a notification says, as the bell's list and the overview both show it: its title (with a
 * "Critical" badge, and a dot while unread where the list marks them), its message and when it came.
 * Spans only, so it can sit inside the bell's button.
 */
export function NotificationLines({ notification, markUnread = false }: { notification: AdminNotification; markUnread?: boolean }) {
  const t = admin.useT();
  const { title, message } = noticeText(notification);
  return (
    <>
      <span className="flex items-center gap-2">
        <span className="flex-1 text-sm font-semibold">{title}</span>
        {notification.priority === 'critical' ? <Badge className="bg-destructive text-destructive-foreground">{t('critical')}</Badge> : null}
        {markUnread && !notification.isRead ? <span className="size-2 rounded-full bg-primary" aria-hidden /> : null}
      </span>
      <span className="text-sm text-muted-foreground">{message}</span>
      <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
        {formatDateTime(notification.createdAt)}
      </time>
    </>
  );
}
