import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportDto, ReportInput } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** POST /api/safety/report {reportedUserId, reason, description?, alsoBlock?}. */
export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => apiJson<ReportDto>('POST', '/api/safety/report', input),
    onSuccess: (_d, input) => {
      if (input.alsoBlock) void queryClient.invalidateQueries({ queryKey: safetyKeys.blocks });
    },
  });
}
