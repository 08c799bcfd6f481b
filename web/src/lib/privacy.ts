import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettings } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';

export const privacySettingsKey = ['/api/privacy/settings'] as const;

/** GET /api/privacy/settings — read through the default reader (key = path). */
export const privacySettingsQuery = queryOptions<PrivacySettings | null>({ queryKey: privacySettingsKey });

export function usePrivacySettings() {
  return useQuery(privacySettingsQuery);
}

/** POST /api/privacy/incognito {enabled}; the cached settings become the server's answer. */
export function useSetIncognito() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiJson<PrivacySettings>('POST', '/api/privacy/incognito', { enabled }),
    onSuccess: (settings) => queryClient.setQueryData(privacySettingsKey, settings),
  });
}
