import { apiRequest } from '@/lib/api-client';
import { toIsoDate } from '@/lib/age';

/** GET /api/privacy/export, saved as a dated JSON file (spec §7). */
export async function exportData() {
  const res = await apiRequest('GET', '/api/privacy/export');
  const blob = new Blob([await res.text()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `converge-data-${toIsoDate(new Date())}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Let the download start before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
