import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { usePrivacySettings, useSetIncognito } from '@/lib/privacy';
import { common } from '@/locales/common';
import { incognito } from '@/locales/incognito';

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
      toast({ title: enabled ? incognito.t('enabled') : incognito.t('disabled') });
    } catch (err) {
      toast({ title: common.t('error.title'), description: serverMessage(err, incognito.t('failed')), variant: 'destructive' });
    }
  }

  return {
    checked: setIncognito.isPending ? Boolean(setIncognito.variables) : saved,
    disabled: setIncognito.isPending || privacy.isPending,
    toggle,
  };
}
