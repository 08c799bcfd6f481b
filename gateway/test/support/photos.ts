import sharp from 'sharp';
import type { TestClient } from './test-stack.js';

/** A picture of noise: the nudity model scores it near 0, so it passes screening at any sane threshold. */
export const noisePng = (): Promise<Buffer> =>
  sharp(Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => ((i * 2654435761) >>> 13) & 255)), { raw: { width: 64, height: 64, channels: 3 } })
    .resize(400, 400)
    .png()
    .toBuffer();

/** A plain skin-coloured picture (we ship no explicit imagery): held once a test lowers the threshold. */
export const skinPng = (): Promise<Buffer> =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: '#e0ac69' } })
    .png()
    .toBuffer();

/** POST /api/profile/photos as that person; the answer is the owner's view of the new photo. */
export async function uploadPhoto(client: TestClient, png: Buffer): Promise<{ id: string; url: string; thumbUrl: string; screening: string }> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  const { status, body } = await client.request('POST', '/api/profile/photos', form);
  expect(status).toBe(201);
  return body;
}
