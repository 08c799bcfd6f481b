import { formatAgo } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';

/** "just now", "5m ago", "3h ago", "Yesterday", "Mon", "12 Mar": short relative times for chat, in the app's language (Intl). */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  return formatAgo(iso, now.getTime(), currentLanguage(), common.t('time.justNow'), true);
}
