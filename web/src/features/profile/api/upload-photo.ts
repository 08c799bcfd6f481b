import { apiJson } from '@/lib/api-client';

/** The server refuses larger files; checking first saves a slow upload on a phone connection. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 5;

/**
 * POST /api/profile/photos (multipart, field "photo"). The server sniffs the type, strips all
 * metadata (GPS included) and stores a full and a thumbnail WebP.
 */
export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('photo', file, file.name || 'photo.jpg');
  return apiJson<unknown>('POST', '/api/profile/photos', form);
}
