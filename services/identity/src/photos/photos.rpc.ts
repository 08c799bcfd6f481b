import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, RPC, type PhotoView, type SignedInPayload } from '@converge/contracts';
import { RpcHandler, returnedRows } from '@converge/platform';
import { PHOTO_STORAGE, newStorageName, type PhotoStorage } from '../storage/photo-storage.js';
import { photoUrl } from '../accounts/user-views.js';
import { errors } from '../errors.js';
import { ProfileService } from '../profile/profile.rpc.js';

/** Formats we accept, sniffed from the bytes (never the file name or the client's content type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const FULL_SIZE = 1600;
const THUMB_SIZE = 400;
const UPLOAD_KEY = /^incoming\/[A-Za-z0-9_-]{16,64}$/;

/**
 * Photos: the gateway stages an upload in storage (`incoming/…`, too big for an RPC message) and
 * hands us its key. We sniff it, auto-rotate, drop every piece of metadata (EXIF GPS included),
 * store a full and a thumbnail WebP under new unguessable names and delete the upload.
 */
@Injectable()
export class PhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: ProfileService,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  @RpcHandler(RPC.identity.addPhoto, { actor: 'required' })
  async add({ actor, uploadKey }: SignedInPayload<{ uploadKey: string }>): Promise<PhotoView> {
    if (typeof uploadKey !== 'string' || !UPLOAD_KEY.test(uploadKey)) throw errors.noPhotoChosen();
    const created: string[] = [];
    try {
      await this.assertRoom(actor.userId);
      const upload = await this.storage.get(uploadKey);
      if (!upload) throw errors.uploadNotFound();
      if (upload.length > MAX_PHOTO_BYTES) throw errors.photoTooLarge();
      const { full, thumb, width, height } = await processPhoto(upload);
      const name = newStorageName();
      const fullKey = `${name}.webp`;
      const thumbKey = `${name}_t.webp`;
      await this.storage.put(fullKey, full);
      created.push(fullKey);
      await this.storage.put(thumbKey, thumb);
      created.push(thumbKey);
      const id = randomUUID();
      await this.dataSource.transaction(async (manager) => {
        // The user row lock serialises concurrent uploads, so the limit holds under a double tap.
        const user = await manager.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [actor.userId]);
        if (!user.length) throw errors.unauthorized();
        const [{ count, min }] = await manager.query('SELECT count(*)::int AS count, COALESCE(min(position), 0) AS min FROM photos WHERE user_id = $1', [actor.userId]);
        if (count >= MAX_PHOTOS) throw errors.tooManyPhotos();
        // Newest first: a new photo goes before every existing one.
        await manager.query(
          'INSERT INTO photos (id, user_id, full_key, thumb_key, width, height, position) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [id, actor.userId, fullKey, thumbKey, width, height, Number(min) - 1],
        );
        await this.profiles.publishCard(manager, actor.userId);
      });
      created.length = 0;
      return { id, url: photoUrl(fullKey), thumbUrl: photoUrl(thumbKey) };
    } finally {
      await this.profiles.removeFiles([uploadKey, ...created]);
    }
  }

  @RpcHandler(RPC.identity.deletePhoto, { actor: 'required' })
  async remove({ actor, photoId }: SignedInPayload<{ photoId: string }>): Promise<{ deleted: true }> {
    if (typeof photoId !== 'string' || !/^[0-9a-f-]{36}$/i.test(photoId)) throw errors.photoNotFound();
    const keys = await this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ full_key: string; thumb_key: string }>(
        await manager.query('DELETE FROM photos WHERE id = $1 AND user_id = $2 RETURNING full_key, thumb_key', [photoId, actor.userId]),
      );
      if (!rows.length) throw errors.photoNotFound();
      await this.profiles.publishCard(manager, actor.userId);
      return [rows[0].full_key, rows[0].thumb_key];
    });
    await this.profiles.removeFiles(keys);
    return { deleted: true };
  }

  /** Fails fast before the expensive processing; the insert re-checks under a lock. */
  private async assertRoom(userId: string): Promise<void> {
    const [{ count }] = await this.dataSource.query('SELECT count(*)::int AS count FROM photos WHERE user_id = $1', [userId]);
    if (count >= MAX_PHOTOS) throw errors.tooManyPhotos();
  }
}

/** Sniff → auto-rotate → resize → WebP. sharp writes no metadata unless asked to, so none leaves. */
export async function processPhoto(input: Buffer): Promise<{ full: Buffer; thumb: Buffer; width: number; height: number }> {
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
