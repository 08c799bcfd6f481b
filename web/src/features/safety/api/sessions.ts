import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInSessions } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** GET /api/auth/sessions: where I am signed in, and when each session ends. */
export const sessionsQuery = queryOptions<SignedInSessions>({ queryKey: safetyKeys.sessions });

export function useSessions() {
  return useQuery(sessionsQuery);
}

/** DELETE /api/auth/sessions/:id: signs that device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<unknown>('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: (_d, id) => {
      queryClient.setQueryData<SignedInSessions>(safetyKeys.sessions, (data) => data && { ...data, sessions: data.sessions.filter((s) => s.id !== id) });
    },
  });
}
