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
