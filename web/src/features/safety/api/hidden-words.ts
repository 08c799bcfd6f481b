import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HiddenWordsDto } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** GET /api/safety/hidden-words */
export const hiddenWordsQuery = queryOptions<HiddenWordsDto>({ queryKey: safetyKeys.hiddenWords });

export function useHiddenWords() {
  return useQuery(hiddenWordsQuery);
}

/** PUT /api/safety/hidden-words: the whole list. */
export function useSaveHiddenWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: string[]) => apiJson<HiddenWordsDto>('PUT', '/api/safety/hidden-words', { words }),
    onSuccess: (saved) => queryClient.setQueryData(safetyKeys.hiddenWords, saved),
  });
}
