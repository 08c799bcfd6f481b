import { formatAgo } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';

/** "just now", "5m ago", "3h ago", "2d ago", in the app's language (Intl). */
export function relativeTime(iso: string, now = Date.now()): string {
  return formatAgo(iso, now, currentLanguage(), common.t('time.justNow'));
}

/** Active when under 24 hours old. */
export const isActiveMatch = (createdAt: string, now = Date.now()) => now - new Date(createdAt).getTime() < 24 * 60 * 60 * 1000;
