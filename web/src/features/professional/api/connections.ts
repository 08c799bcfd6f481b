import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectionRequestSchema, type ConnectionDeclined, type ConnectionDto, type ConnectionRequestInput, type ConnectionsResponse } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { professionalKeys } from './keys';

/** GET /api/professional/connections: incoming requests, my waiting requests, connections made. */
export function useConnections(enabled = true) {
  return useQuery({
    queryKey: professionalKeys.connections(),
    queryFn: () => apiJson<ConnectionsResponse>('GET', '/api/professional/connections'),
    enabled,
  });
}

function useRefreshAfter<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: professionalKeys.all }),
  });
}

/** POST /api/professional/connections {toUserId, message?} (replaces the spec's 0.5 s fake connect). */
export function useConnect() {
  return useRefreshAfter((body: ConnectionRequestInput) => apiJson<ConnectionDto>('POST', '/api/professional/connections', connectionRequestSchema.parse(body)));
}

/** Accepting opens a conversation with the request's message as its first line. */
export function useAcceptConnection() {
  return useRefreshAfter((id: string) => apiJson<ConnectionDto>('POST', `/api/professional/connections/${encodeURIComponent(id)}/accept`));
}

/** The sender is not told. */
export function useDeclineConnection() {
  return useRefreshAfter((id: string) => apiJson<ConnectionDeclined>('POST', `/api/professional/connections/${encodeURIComponent(id)}/decline`));
}
