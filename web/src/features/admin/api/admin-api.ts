import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { VenueSafetyContact, VenueSafetyContactInput } from '@converge/contracts';
import { RECENT_ADMIN_ACTIONS_READ } from '@converge/contracts';
import type {
  AdminActionPage,
  AdminCheck,
  AdminNotification,
  AdminUserSummary,
  AdminVenue,
  AdminVenueInput,
  Analytics,
  BusinessSettings,
  BusinessSettingsInput,
  ModerationAction,
  ModerationCase,
  SecurityMetrics,
  VenueDisplayCode,
  VenueQrResponse,
} from './types';

/** One key factory for the dashboard; every key starts with 'admin' so a socket push can refresh by prefix. */
export const adminKeys = {
  all: ['admin'] as const,
  check: () => ['admin', 'check'] as const,
  analytics: () => ['admin', 'analytics'] as const,
  venues: () => ['admin', 'venues'] as const,
  reports: () => ['admin', 'reports'] as const,
  users: (query: string) => ['admin', 'users', query] as const,
  actions: () => ['admin', 'actions'] as const,
  notifications: () => ['admin', 'notifications'] as const,
  settings: () => ['admin', 'business-settings'] as const,
  security: () => ['admin', 'security-metrics'] as const,
  safetyContact: (venueId: string) => ['admin', 'venues', venueId, 'safety-contact'] as const,
};

const get =
  <T>(url: string) =>
  () =>
    apiJson<T>('GET', url);

/** GET /api/admin/check. Signed out (401) reads as "not an admin": the page never shows admin data. */
export const adminCheckQuery = queryOptions({
  queryKey: adminKeys.check(),
  queryFn: async (): Promise<AdminCheck> => {
    try {
      return await apiJson<AdminCheck>('GET', '/api/admin/check');
    } catch (err) {
      if (err instanceof Error && /^(401|403):/.test(err.message)) return { isAdmin: false, role: null };
      throw err;
    }
  },
});

export function useAdminCheck() {
  return useQuery(adminCheckQuery);
}

export function useAnalytics(enabled = true) {
  return useQuery({ queryKey: adminKeys.analytics(), queryFn: get<Analytics>('/api/admin/analytics'), enabled });
}

export function useVenues(enabled = true) {
  return useQuery({ queryKey: adminKeys.venues(), queryFn: get<AdminVenue[]>('/api/admin/venues'), enabled });
}

export function useReports(enabled = true) {
  return useQuery({ queryKey: adminKeys.reports(), queryFn: get<ModerationCase[]>('/api/admin/reports'), enabled });
}

export function useUserSearch(query: string, enabled = true) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: get<AdminUserSummary[]>(`/api/admin/users?query=${encodeURIComponent(query)}`),
    enabled,
  });
}

export function useActions(enabled = true) {
  return useQuery({ queryKey: adminKeys.actions(), queryFn: get<AdminActionPage>(RECENT_ADMIN_ACTIONS_READ), enabled });
}

export const AUDIT_PAGE_SIZE = 25;

/** The whole audit log, newest first, a page at a time ("Show older"). */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: [...adminKeys.actions(), 'log'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => apiJson<AdminActionPage>('GET', `/api/admin/actions?page=${pageParam}&pageSize=${AUDIT_PAGE_SIZE}`),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: adminKeys.notifications(),
    queryFn: get<AdminNotification[]>('/api/admin/notifications'),
    enabled,
  });
}

export function useBusinessSettings(enabled = true) {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: get<BusinessSettings>('/api/admin/business-settings'), enabled });
}

/** The security metrics are polled every 30 s while an admin has the dashboard open. */
export function useSecurityMetrics(enabled = true) {
  return useQuery({
    queryKey: adminKeys.security(),
    queryFn: get<SecurityMetrics>('/api/admin/security-metrics'),
    enabled,
    refetchInterval: 30_000,
  });
}

/** After any change the audit log has a new line; the rest follows the entity touched. */
function useAdminMutation<TVars, TResult = unknown>(fn: (vars: TVars) => Promise<TResult>, touched: ReadonlyArray<readonly unknown[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const key of [...touched, adminKeys.actions()]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useSaveVenue() {
  return useAdminMutation(
    ({ id, input }: { id?: string; input: AdminVenueInput }) => (id ? apiJson<AdminVenue>('PUT', `/api/admin/venues/${id}`, input) : apiJson<AdminVenue>('POST', '/api/admin/venues', input)),
    [adminKeys.venues(), adminKeys.analytics()],
  );
}

/** GET /api/admin/venues/:id/safety-contact: the venue's opt-in safety contact. */
export function useVenueSafetyContact(venueId: string) {
  return useQuery({ queryKey: adminKeys.safetyContact(venueId), queryFn: get<VenueSafetyContact>(`/api/admin/venues/${venueId}/safety-contact`) });
}

/** PUT /api/admin/venues/:id/safety-contact: an email and/or phone turn it on; both empty turn it off. */
export function useSaveVenueSafetyContact(venueId: string) {
  return useAdminMutation((input: VenueSafetyContactInput) => apiJson<VenueSafetyContact>('PUT', `/api/admin/venues/${venueId}/safety-contact`, input), [adminKeys.safetyContact(venueId)]);
}

export function useDeactivateVenue() {
  return useAdminMutation((id: string) => apiJson('DELETE', `/api/admin/venues/${id}`), [adminKeys.venues()]);
}

export function useRotateQr() {
  return useAdminMutation((id: string) => apiJson<AdminVenue>('POST', `/api/admin/venues/${id}/qr/rotate`), [adminKeys.venues()]);
}

/**
 * GET /api/admin/venues/:id/qr[?format=png] as something an <img> can show: the server answers
 * the image itself, or JSON {content} (SVG markup / base64 PNG) — both are handled.
 */
/**
 * GET /api/admin/venues/:id/display-code, with how far the device's clock is behind the
 * server's (`offsetMs`), so the countdown and the next fetch follow the server's steps.
 */
export async function fetchDisplayCode(id: string, signal?: AbortSignal): Promise<VenueDisplayCode & { offsetMs: number }> {
  const sent = Date.now();
  const res = await apiRequest('GET', `/api/admin/venues/${encodeURIComponent(id)}/display-code`, undefined, signal);
  const code = (await res.json()) as VenueDisplayCode;
  const received = Date.now();
  return { ...code, offsetMs: new Date(code.serverTime).getTime() - (sent + received) / 2 };
}

export async function fetchVenueQr(id: string, format: 'svg' | 'png'): Promise<Blob> {
  const res = await apiRequest('GET', format === 'png' ? `/api/admin/venues/${id}/qr?format=png` : `/api/admin/venues/${id}/qr`);
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await res.json()) as VenueQrResponse;
    if (format === 'png') {
      const bytes = Uint8Array.from(atob(body.content), (c) => c.charCodeAt(0));
      return new Blob([bytes], { type: 'image/png' });
    }
    return new Blob([body.content], { type: 'image/svg+xml' });
  }
  return res.blob();
}

export function useDecideReport() {
  return useAdminMutation(
    ({ id, ...body }: { id: string; action: ModerationAction; reason: string; days?: number }) => apiJson('POST', `/api/admin/reports/${id}/decision`, body),
    [adminKeys.reports(), adminKeys.security(), ['admin', 'users']],
  );
}

export function useGrantRole() {
  return useAdminMutation(({ id, role }: { id: string; role: string }) => apiJson('POST', `/api/admin/users/${id}/role`, { role }), [['admin', 'users']]);
}

export function useMarkNotificationRead() {
  return useAdminMutation((id: string) => apiJson('POST', `/api/admin/notifications/${id}/read`), [adminKeys.notifications()]);
}

export function useSaveBusinessSettings() {
  return useAdminMutation((input: BusinessSettingsInput) => apiJson<BusinessSettings>('PUT', '/api/admin/business-settings', input), [adminKeys.settings()]);
}

/** POST /api/admin/promote-self: business admin of a business of one's own; re-reads who we are. */
export function usePromoteSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<unknown>('POST', '/api/admin/promote-self'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
