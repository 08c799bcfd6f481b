import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Match } from '@/stores/active-match';

export const matchesKey = ['/api/matches'] as const;

/** GET /api/matches (default reader: key = path). Newest first. */
export const matchesQuery = queryOptions<Match[]>({ queryKey: matchesKey });

export function useMatches() {
  return useQuery(matchesQuery);
}

export function getMatch(id: string): Promise<Match> {
  return apiJson<Match>('GET', `/api/matches/${encodeURIComponent(id)}`);
}

/** The chat service opens a conversation per match; find it by matchId (GET /api/conversations?matchId=). */
export async function findConversationId(matchId: string): Promise<string | null> {
  const list = await apiJson<Array<{ id: string }> | { id: string } | null>('GET', `/api/conversations?matchId=${encodeURIComponent(matchId)}`);
  if (Array.isArray(list)) return list[0]?.id ?? null;
  return list?.id ?? null;
}

export function useInvalidateMatches() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: matchesKey });
}

export function useSetMeetPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, meetPoint }: { matchId: string; meetPoint: string }) => apiJson<Match>('PUT', `/api/matches/${encodeURIComponent(matchId)}/meetpoint`, { meetPoint }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesKey }),
  });
}
