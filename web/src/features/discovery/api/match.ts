import { apiJson } from '@/lib/api-client';
import type { Match } from '@/stores/active-match';

/** GET /api/matches/:id: the match the modal shows after a matching like. */
export function getMatch(id: string): Promise<Match> {
  return apiJson<Match>('GET', `/api/matches/${encodeURIComponent(id)}`);
}
