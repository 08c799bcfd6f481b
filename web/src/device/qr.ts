import { QR_UNAVAILABLE } from './types';

type Decoder = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
let decoder: Promise<Decoder> | null = null;

/** jsQR is loaded only when someone actually opens the scanner. */
function loadDecoder(): Promise<Decoder> {
  decoder ??= import('jsqr')
    .then((m) => m.default as unknown as Decoder)
    .catch(() => {
      decoder = null;
      throw new Error(QR_UNAVAILABLE);
    });
  return decoder;
}

/** Reads one video frame and returns the first QR code's raw text, or null when none is visible. */
export async function decodeFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  const decode = await loadDecoder();
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error(QR_UNAVAILABLE);
  ctx.drawImage(video, 0, 0, w, h);
  const image = ctx.getImageData(0, 0, w, h);
  return decode(image.data, w, h)?.data ?? null;
}

/** Decodes the first QR code in a photo (the scanner's fallback when there is no live camera). */
export async function decodeImage(file: Blob): Promise<string | null> {
  const decode = await loadDecoder();
  const bitmap = await createImageBitmap(file);
  try {
    // Phone photos are large; 1600 px on the long side keeps a printed code readable and jsQR fast.
    const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
    const w = Math.max(1, Math.round(bitmap.width * scale));
    const h = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error(QR_UNAVAILABLE);
    ctx.drawImage(bitmap, 0, 0, w, h);
    const image = ctx.getImageData(0, 0, w, h);
    return decode(image.data, w, h)?.data ?? null;
  } finally {
    bitmap.close();
  }
}
