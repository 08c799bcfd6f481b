import { apiRequest } from '@/lib/api-client';
import { exportFileName } from '@converge/contracts';

export type ExportProgress = { phase: 'gathering' } | { phase: 'downloading'; receivedBytes: number; totalBytes: number | null };

/** The name the gateway gives the file, else converge-export-YYYY-MM-DD.json. */
function fileName(res: Response): string {
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? exportFileName();
}

/** Reads the body, reporting bytes as they arrive (the server first gathers from every service). */
async function readWithProgress(res: Response, onProgress?: (p: ExportProgress) => void): Promise<Blob> {
  const total = Number(res.headers.get('Content-Length')) || null;
  if (!res.body) return new Blob([await res.text()], { type: 'application/json' });
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress?.({ phase: 'downloading', receivedBytes: received, totalBytes: total });
  }
  return new Blob(chunks as BlobPart[], { type: 'application/json' });
}

/** GET /api/privacy/export, saved as a dated JSON file. */
export async function exportData(onProgress?: (p: ExportProgress) => void) {
  onProgress?.({ phase: 'gathering' });
  const res = await apiRequest('GET', '/api/privacy/export');
  const blob = await readWithProgress(res, onProgress);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName(res);
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Let the download start before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
