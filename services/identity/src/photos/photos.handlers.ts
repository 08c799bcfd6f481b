import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addPhotoPayloadSchema, MAX_PHOTO_BYTES, MAX_PHOTOS, photoIdPayloadSchema, RPC, type PhotoView, type SignedInPayload } from '@converge/contracts';
import { RpcHandler } from '@converge/platform';
import { PHOTO_STORAGE, newStorageName, type PhotoStorage } from '../storage/photo-storage.js';
import { photoUrl } from '../accounts/user-views.js';
import { errors } from '../errors.js';
import { ProfileChanges } from '../profile/profile-changes.js';
import { processPhoto } from './photo-processing.js';
import { PhotosRepository } from './photos.repository.js';
import { ScreeningJobs } from '../screening/screening.jobs.js';

const UPLOAD_KEY = /^incoming\/[A-Za-z0-9_-]{16,64}$/;
const PHOTO_ID = /^[0-9a-f-]{36}$/i;

/**
 * Photos: the gateway stages an upload in storage (`incoming/…`, too big for an RPC message) and
 * hands us its key. We sniff it, auto-rotate, drop every piece of metadata (EXIF GPS included),
 * store a full and a thumbnail WebP under new unguessable names and delete the upload. The photo
 * starts `pending` and is screened for nudity by a job (screening/): until it passed, only its owner sees it.
 */
@Injectable()
export class PhotosHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: PhotosRepository,
    private readonly changes: ProfileChanges,
    private readonly screening: ScreeningJobs,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  @RpcHandler(RPC.identity.addPhoto, { actor: 'required', input: addPhotoPayloadSchema })
  async add({ actor, uploadKey }: SignedInPayload<{ uploadKey?: unknown }>): Promise<PhotoView> {
    if (typeof uploadKey !== 'string' || !UPLOAD_KEY.test(uploadKey)) throw errors.noPhotoChosen();
    const created: string[] = [];
    try {
      // Fails fast before the expensive processing; the insert re-checks under a lock.
      if ((await this.repo.count(actor.userId)) >= MAX_PHOTOS) throw errors.tooManyPhotos();
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
        if (!(await this.repo.lockUser(manager, actor.userId))) throw errors.unauthorized();
        const { count, min } = await this.repo.countAndFirstPosition(manager, actor.userId);
        if (count >= MAX_PHOTOS) throw errors.tooManyPhotos();
        // Newest first: a new photo goes before every existing one.
        // Pending: only its owner sees it until screened, so the public card does not change yet.
        await this.repo.insert(manager, { id, userId: actor.userId, fullKey, thumbKey, width, height, position: min - 1 });
      });
      created.length = 0;
      await this.screening.screenSoon(id);
      return { id, url: photoUrl(fullKey), thumbUrl: photoUrl(thumbKey), screening: 'pending', hasFace: null };
    } finally {
      await this.changes.removeFiles([uploadKey, ...created]);
    }
  }

  @RpcHandler(RPC.identity.deletePhoto, { actor: 'required', input: photoIdPayloadSchema })
  async remove({ actor, photoId }: SignedInPayload<{ photoId: string }>): Promise<{ deleted: true }> {
    if (typeof photoId !== 'string' || !PHOTO_ID.test(photoId)) throw errors.photoNotFound();
    const keys = await this.dataSource.transaction(async (manager) => {
      const removed = await this.repo.delete(manager, actor.userId, photoId);
      if (!removed) throw errors.photoNotFound();
      await this.changes.publishCard(manager, actor.userId);
      return removed;
    });
    await this.changes.removeFiles(keys);
    return { deleted: true };
  }
}
