// qrcode and sharp (libvips, ~26 MB resident once loaded) are imported by the first code drawn, not at
// start: most replicas never draw one, and the idle service stays small.

/** The printed code's PNG edge in pixels: sharp enough for an A5 print. */
const PNG_SIZE = 512;

/** A venue QR code as SVG markup (the dashboard and the print view show it as it is). */
export async function qrSvg(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The same code as a PNG, rasterised by sharp (libvips, native) from the SVG with nearest-neighbour
 * scaling, so every module stays a crisp square. qrcode's own PNG encoder is byte-by-byte JavaScript:
 * ~40 ms in a service, but seconds inside a test runner's VM context, enough to time an RPC out.
 */
export async function qrPng(url: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(await qrSvg(url)))
    .resize(PNG_SIZE, PNG_SIZE, { kernel: 'nearest', fit: 'fill' })
    .png()
    .toBuffer();
}
