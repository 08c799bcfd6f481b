import { errors } from '../errors.js';

/** Formats we accept, sniffed from the bytes (never the file name or the client's content type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const FULL_SIZE = 1600;
const THUMB_SIZE = 400;

/** Sniff → auto-rotate → resize → WebP. sharp writes no metadata unless asked to, so none leaves. */
export async function processPhoto(input: Buffer): Promise<{ full: Buffer; thumb: Buffer; width: number; height: number }> {
  // Imported by the first photo, not at start: sharp (libvips) is ~26 MB resident once loaded.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 100_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) {
    throw errors.notAnImage();
  }
  try {
    const base = () => sharp(input, { limitInputPixels: 100_000_000 }).rotate();
    const { data: full, info } = await base()
      .resize({ width: FULL_SIZE, height: FULL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base().resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'cover', position: 'attention' }).webp({ quality: 75 }).toBuffer();
    return { full, thumb, width: info.width, height: info.height };
  } catch {
    throw errors.notAnImage();
  }
}
