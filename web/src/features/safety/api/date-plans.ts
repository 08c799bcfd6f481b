import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatePlanCreatedDto, DatePlanDto, DatePlanSentDto, PublicDatePlanDto } from '@converge/contracts';
import { ApiError, apiJson } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** GET /api/date-plans: my plans that still work. */
export const datePlansQuery = queryOptions<DatePlanDto[]>({ queryKey: safetyKeys.datePlans });

export function useDatePlans(enabled = true) {
  return useQuery({ ...datePlansQuery, enabled });
}

/** POST /api/date-plans, then refetch my plans. */
export function useCreateDatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { matchId: string; startsAt: string; note?: string }) => apiJson<DatePlanCreatedDto>('POST', '/api/date-plans', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.datePlans }),
  });
}

/** POST /api/date-plans/:id/send: an email to each trusted contact with an address. */
export function useSendDatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<DatePlanSentDto>('POST', `/api/date-plans/${encodeURIComponent(id)}/send`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.datePlans }),
  });
}

/** DELETE /api/date-plans/:id: the public page answers 410 at once. */
export function useRevokeDatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<unknown>('DELETE', `/api/date-plans/${encodeURIComponent(id)}`),
    onSuccess: (_d, id) => {
      queryClient.setQueryData<DatePlanDto[]>(safetyKeys.datePlans, (list) => list?.filter((p) => p.id !== id));
      void queryClient.invalidateQueries({ queryKey: safetyKeys.datePlans });
    },
  });
}

export type PublicDatePlanState = { status: 'active'; plan: PublicDatePlanDto } | { status: 'ended' } | { status: 'not-found' };

/** GET /api/date-plans/public/:token (no session): 200 active, 410 revoked or over, 404 unknown. */
export async function getPublicDatePlan(token: string): Promise<PublicDatePlanState> {
  try {
    return { status: 'active', plan: await apiJson<PublicDatePlanDto>('GET', `/api/date-plans/public/${encodeURIComponent(token)}`) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 410) return { status: 'ended' };
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { status: 'not-found' };
    throw err;
  }
}

export function usePublicDatePlan(token: string) {
  return useQuery({ queryKey: safetyKeys.publicDatePlan(token), queryFn: () => getPublicDatePlan(token), retry: 1 });
}

/** The link as a friend opens it (the API answers the path). */
export const absoluteLink = (path: string) => (typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString());
