import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileStats } from '@converge/contracts';

/** GET /api/profile/stats: matches (matching) and venues checked in at (venue), read through the default reader. */
export const profileStatsQuery = queryOptions<ProfileStats | null>({ queryKey: ['/api/profile/stats'] });

export function useProfileStats() {
  return useQuery(profileStatsQuery);
}
