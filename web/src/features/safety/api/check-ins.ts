import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInCreatedDto, CheckInCreateInput, CheckInDto, CheckInSafeAnswer, SafetyPinInput, SafetyPinStatus } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { quickPosition } from '@/lib/quick-position';
import { safetyKeys } from './keys';

/** GET /api/safety/check-ins: my "Check on me" timers, newest first. */
export const checkInsQuery = queryOptions<CheckInDto[]>({ queryKey: safetyKeys.checkIns });
export function useCheckIns(enabled = true) {
  return useQuery({ ...checkInsQuery, enabled });
}

/** GET /api/safety/pin: whether "I'm safe" asks for my PIN. */
export function usePinStatus(enabled = true) {
  return useQuery({ ...queryOptions<SafetyPinStatus>({ queryKey: safetyKeys.pin }), enabled });
}

export function useCreateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInCreateInput) => apiJson<CheckInCreatedDto>('POST', '/api/safety/check-ins', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.checkIns }),
  });
}

export function useCancelCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<unknown>('DELETE', `/api/safety/check-ins/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.checkIns }),
  });
}

export function useAnswerSafe() {
  const queryClient = useQueryClient();
  return useMutation({
    // Every answer carries a position when the device gives one within 2 s: a duress PIN must look and
    // send exactly like the real one, and its silent alert's live-location link needs somewhere to point.
    mutationFn: async ({ id, pin }: { id: string; pin?: string }) => {
      const position = await quickPosition(2000);
      return apiJson<CheckInSafeAnswer>('POST', `/api/safety/check-ins/${encodeURIComponent(id)}/safe`, { ...(pin ? { pin } : {}), ...position });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.checkIns }),
  });
}

export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SafetyPinInput) => apiJson<SafetyPinStatus>('PUT', '/api/safety/pin', input),
    onSuccess: (status) => queryClient.setQueryData(safetyKeys.pin, status),
  });
}
