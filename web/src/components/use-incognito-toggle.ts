import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { usePrivacySettings, useSetIncognito } from '@/lib/privacy';

/**
 * Incognito switch state and action (GET /api/privacy/settings, POST /api/privacy/incognito) with the
 * spec's toasts. `fallback` is what the profile says while the settings load.
 */
export function useIncognitoToggle(fallback = false) {
  const privacy = usePrivacySettings();
  const setIncognito = useSetIncognito();
  const saved = privacy.data?.isIncognito ?? fallback;

  async function toggle(enabled: boolean) {
    try {
      await setIncognito.mutateAsync(enabled);
      toast({ title: enabled ? 'Incognito enabled' : 'Incognito disabled' });
    } catch (err) {
      toast({ title: 'Error', description: serverMessage(err, 'Failed to update settings'), variant: 'destructive' });
    }
  }

  return {
    checked: setIncognito.isPending ? Boolean(setIncognito.variables) : saved,
    disabled: setIncognito.isPending || privacy.isPending,
    toggle,
  };
}
