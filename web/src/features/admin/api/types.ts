/**
 * The /api/admin answers, as libs/contracts defines them, plus the few readings the
 * screens need (labels, "is this case critical", ...).
 */
import type { AdminCheck, AdminRole } from '@converge/contracts';
import { admin } from '@/locales/admin';

export type {
  AdminAction,
  AdminActionPage,
  AdminCheck,
  AdminNotification,
  AdminRole,
  AdminUserSummary,
  AdminVenue,
  AdminVenueInput,
  Analytics,
  AnalyticsDay,
  BusinessSettings,
  BusinessSettingsInput,
  ModerationAction,
  ModerationCase,
  SecurityMetrics,
  VenueDisplayCode,
  VenueQrResponse,
} from '@converge/contracts';

export const isPlatformRole = (role: AdminCheck['role']) => role === 'admin' || role === 'super_admin';

/** A super_admin shows as 'Super Admin', otherwise 'Admin'; venue owners 'Business Admin' (in the app's language). */
export function roleLabel(role: AdminRole | string | null): string {
  if (role === 'super_admin') return admin.t('role.super_admin');
  if (role === 'business_admin') return admin.t('role.business_admin');
  return admin.t('role.admin');
}

/** A list answer: a bare array or a page {items}. */
export const pageItems = <T>(p: T[] | { items: T[] } | null | undefined): T[] => (Array.isArray(p) ? p : (p?.items ?? []));
