import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { exportData, type ExportProgress } from '../api/export-data';

/** What the export button says while it runs. */
export function exportProgressLabel(progress: ExportProgress | null): string {
  if (!progress || progress.phase === 'gathering') return 'Gathering your data...';
  const kb = Math.max(1, Math.round(progress.receivedBytes / 1024));
  if (progress.totalBytes) return `Downloading... ${Math.min(100, Math.round((progress.receivedBytes / progress.totalBytes) * 100))}%`;
  return `Downloading... ${kb} KB`;
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
      toast({ title: 'Data exported', description: 'Your data was downloaded as a JSON file.' });
    } catch (err) {
      const unavailable = err instanceof ApiError && err.status === 503;
      toast({
        title: 'Export failed',
        description: unavailable ? 'Export is unavailable right now. Please try again in a few minutes.' : 'Failed to export data',
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
      setProgress(null);
    }
  }

  return { exporting, progress, progressLabel: exportProgressLabel(progress), run };
}
