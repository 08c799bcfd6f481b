import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { exportData } from '../api/export-data';
import { usePrivacySettings, useSetIncognito } from '../api/privacy';

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

/** GET /api/privacy/export saved as a dated JSON file, with 'Data exported' / 'Export failed'. */
export function useDataExport() {
  const [exporting, setExporting] = useState(false);

  async function run() {
    setExporting(true);
    try {
      await exportData();
      toast({ title: 'Data exported' });
    } catch {
      toast({ title: 'Export failed', description: 'Failed to export data', variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  return { exporting, run };
}
