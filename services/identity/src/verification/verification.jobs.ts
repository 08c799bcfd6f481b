import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { Sweeper } from '@converge/platform';
import { LocalDiskStorage, type PhotoStorage } from '../storage/photo-storage.js';
import { VerificationRepository } from './verification.repository.js';
import { VERIFICATION_STORAGE, VerificationMedia } from './verification-media.js';

const MEDIA_FILE = /^[A-Za-z0-9_-]{22}\.webp$/;
/** A file younger than this may belong to a submission whose transaction has not committed yet. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Two sweeps. Codes and send records are removed a day after they stopped mattering (expiry itself
 * needs no job: a confirmation compares `expires_at` with the database clock). Evidence files no
 * pending review refers to (the account was deleted, a crash between upload and insert) are removed.
 */
@Injectable()
export class VerificationJobs implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: VerificationRepository,
    private readonly media: VerificationMedia,
    private readonly sweeper: Sweeper,
    @Inject(VERIFICATION_STORAGE) private readonly store: PhotoStorage,
  ) {}

  onModuleInit(): void {
    this.sweeper.register('identity.verification-codes', () => this.repo.deleteExpiredCodes(this.dataSource.manager));
    this.sweeper.register('identity.verification-orphan-media', () => this.removeOrphanMedia());
  }

  async removeOrphanMedia(now = Date.now()): Promise<number> {
    if (!(this.store instanceof LocalDiskStorage)) return 0;
    const root = this.store.root;
    const names = (await readdir(root).catch(() => [] as string[])).filter((n) => MEDIA_FILE.test(n));
    const old: string[] = [];
    for (const name of names) {
      const info = await stat(path.join(root, name)).catch(() => null);
      if (info && now - info.mtimeMs > ORPHAN_AGE_MS) old.push(name);
    }
    if (!old.length) return 0;
    const kept = new Set(await this.repo.referencedMedia(this.dataSource.manager, old));
    const orphans = old.filter((k) => !kept.has(k));
    await this.media.forget(orphans);
    return orphans.length;
  }
}
