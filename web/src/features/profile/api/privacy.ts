import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export type PrivacySettings = { isIncognito: boolean };

export const privacySettingsKey = ['/api/privacy/settings'] as const;

/** GET /api/privacy/settings — read through the default reader (key = path). */
export const privacySettingsQuery = queryOptions<PrivacySettings | null>({ queryKey: privacySettingsKey });

export function usePrivacySettings() {
  return useQuery(privacySettingsQuery);
}

/** POST /api/privacy/incognito {enabled}; the cached settings are updated from the answer we sent. */
export function useSetIncognito() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiJson<unknown>('POST', '/api/privacy/incognito', { enabled }),
    onSuccess: (_data, enabled) => queryClient.setQueryData(privacySettingsKey, { isIncognito: enabled }),
  });
}
