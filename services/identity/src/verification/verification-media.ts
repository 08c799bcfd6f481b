import { Inject, Injectable } from '@nestjs/common';
import { errors } from '../errors.js';
import { PHOTO_STORAGE, newStorageName, type PhotoStorage } from '../storage/photo-storage.js';
import { processPhoto } from '../photos/photo-processing.js';

export const VERIFICATION_STORAGE = Symbol('VERIFICATION_STORAGE');
const UPLOAD_KEY = /^incoming\/[A-Za-z0-9_-]{16,64}$/;
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Selfies, documents and liveness frames: read from the gateway's staging area, sniffed, auto-rotated
 * and stripped of metadata by the same pipeline as profile photos, and kept in a private store that
 * nothing serves publicly; deleted once a reviewer has decided.
 */
@Injectable()
export class VerificationMedia {
  constructor(
    @Inject(PHOTO_STORAGE) private readonly uploads: PhotoStorage,
    @Inject(VERIFICATION_STORAGE) private readonly store: PhotoStorage,
  ) {}

  /** Stores each upload as WebP and answers the new keys; on any failure nothing is left behind. */
  async keep(uploads: Array<{ label: string; uploadKey: unknown }>): Promise<Array<{ label: string; key: string }>> {
    const kept: Array<{ label: string; key: string }> = [];
    try {
      for (const { label, uploadKey } of uploads) {
        if (typeof uploadKey !== 'string' || !UPLOAD_KEY.test(uploadKey)) throw errors.missingImage();
        const bytes = await this.uploads.get(uploadKey);
        if (!bytes) throw errors.uploadNotFound();
        if (bytes.length > MAX_BYTES) throw errors.imageTooLarge();
        const { full } = await processPhoto(bytes);
        const key = `${newStorageName()}.webp`;
        await this.store.put(key, full);
        kept.push({ label, key });
      }
      return kept;
    } catch (error) {
      await this.forget(kept.map((k) => k.key));
      throw error;
    }
  }

  async dataUrl(key: string): Promise<string | null> {
    const bytes = await this.store.get(key);
    return bytes ? `data:image/webp;base64,${bytes.toString('base64')}` : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.store.get(key)) !== null;
  }

  async forget(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => this.store.delete(k).catch(() => undefined)));
  }
}
