import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { profile } from '@/locales/profile';
import { exportData, type ExportProgress } from '../api/export-data';

/** What the export button says while it runs. */
export function exportProgressLabel(progress: ExportProgress | null, language: string = currentLanguage()): string {
  if (!progress || progress.phase === 'gathering') return profile.t('export.gathering');
  if (progress.totalBytes) {
    const share = Math.min(1, Math.round((progress.receivedBytes / progress.totalBytes) * 100) / 100);
    return profile.t('export.percent', { percent: new Intl.NumberFormat(language, { style: 'percent' }).format(share) });
  }
  const kb = Math.max(1, Math.round(progress.receivedBytes / 1024));
  return profile.t('export.size', { size: new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' }).format(kb) });
}

/**
 * GET /api/privacy/export saved as a dated JSON file, with 'Data exported' / 'Export failed'. A 503
 * (some service did not answer, so no partial file) says export is unavailable for now.
 */
export function useDataExport() {
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  async function run() {
    setExporting(true);
    setProgress({ phase: 'gathering' });
    try {
      await exportData(setProgress);
      toast({ title: profile.t('export.done'), description: profile.t('export.done.text') });
    } catch (err) {
      const unavailable = err instanceof ApiError && err.status === 503;
      toast({
        title: profile.t('export.failed'),
        description: unavailable ? profile.t('export.unavailable') : profile.t('export.failed.text'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
      setProgress(null);
    }
  }

  return { exporting, progress, progressLabel: exportProgressLabel(progress), run };
}
