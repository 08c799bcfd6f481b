import type { PhotoView } from '@converge/contracts';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/profile/photos (multipart, field "photo"). The server sniffs the type, strips all
 * metadata (GPS included) and stores a full and a thumbnail WebP.
 */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('photo', file, file.name || 'photo.jpg');
  return apiJson<PhotoView>('POST', '/api/profile/photos', form);
}
