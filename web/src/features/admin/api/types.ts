/**
 * Shapes of the /api/admin answers as the dashboard reads them (issue 14). Optional fields are the
 * ones a server may leave out; the screens fall back honestly ("Not set", 0) rather than guess.
 */
export type AdminRole = 'super_admin' | 'admin' | 'business_admin';

/** GET /api/admin/check (spec §3 "Admin check"). */
export type AdminCheck = { isAdmin: boolean; role: AdminRole | string | null };

export const isPlatformRole = (role: AdminCheck['role']) => role === 'admin' || role === 'super_admin';

/** Spec §6: super_admin shows 'Super Admin'; venue owners 'Business Admin'; otherwise 'Admin'. */
export function roleLabel(role: AdminCheck['role']): string {
  if (role === 'super_admin') return 'Super Admin';
  if (role === 'business_admin') return 'Business Admin';
  return 'Admin';
}

export type DailyPoint = {
  date: string;
  signups?: number;
  activeUsers?: number;
  checkins?: number;
  matches?: number;
  revenue?: number;
};

/** GET /api/admin/analytics (spec §3 "Analytics" + the 30-day series). */
export type Analytics = {
  totalUsers: number;
  newSignups: number;
  activeUsers: number;
  revenue: number;
  premiumSubscribers: number;
  totalCheckins: number;
  totalMatches: number;
  uniqueVisitors?: number;
  scope?: string;
  daily?: DailyPoint[];
  series?: DailyPoint[];
};

export type AdminVenue = {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  checkInRadius?: number;
  checkInRadiusMeters?: number;
  meetPoints: string[];
  phone?: string | null;
  active?: boolean;
  isActive?: boolean;
  qrCode?: string;
  businessId?: string;
};

export const venueRadius = (v: AdminVenue) => v.checkInRadius ?? v.checkInRadiusMeters ?? 150;
export const venueActive = (v: AdminVenue) => v.active ?? v.isActive ?? true;

/** Spec §3 "Admin action". */
export type AdminAction = {
  id: string;
  description: string;
  actionType: string;
  targetType: string;
  targetId?: string | null;
  actorId?: string;
  actorName?: string | null;
  actor?: { id: string; name?: string | null; email?: string | null } | null;
  createdAt: string;
};

/** Spec §3 "Admin notification". */
export type AdminNotification = {
  id: string;
  title: string;
  message: string;
  priority: 'critical' | string;
  isRead: boolean;
  createdAt: string;
};

export type ReportCase = {
  id: string;
  reportedUser?: { id: string; displayName?: string | null; email?: string | null; status?: string | null } | null;
  reportedUserId?: string;
  reasons: string[];
  count?: number;
  reportCount?: number;
  priority?: 'critical' | string;
  critical?: boolean;
  status?: string;
  descriptions?: string[];
  createdAt?: string;
  lastReportedAt?: string;
};

export const caseCount = (c: ReportCase) => c.count ?? c.reportCount ?? c.reasons.length;
export const caseCritical = (c: ReportCase) =>
  c.critical ?? (c.priority === 'critical' || c.reasons.some((r) => r === 'safety_concern' || r === 'harassment'));

export type ModerationAction = 'warn' | 'suspend' | 'ban' | 'dismiss' | 'reinstate';

export type AdminUser = {
  id: string;
  email: string;
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role: string | null;
  isBusinessAdmin?: boolean;
  status?: string | null;
  suspendedUntil?: string | null;
  createdAt?: string;
};

/** Spec §3 "Business settings". */
export type BusinessSettings = {
  companyName: string | null;
  businessEmail: string | null;
  businessType: string | null;
  paymentProcessingEnabled: boolean;
};

/** A page of a list: either a bare array or {items, nextCursor}. */
export type Page<T> = T[] | { items: T[]; nextCursor?: string | null; total?: number };
export const pageItems = <T,>(p: Page<T> | null | undefined): T[] => (Array.isArray(p) ? p : (p?.items ?? []));
