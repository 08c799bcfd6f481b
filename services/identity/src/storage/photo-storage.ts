import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where photo files live. The gateway writes an upload under `incoming/` and serves finished photos
 * by key; the identity service processes uploads and owns every other write and delete.
 * Keys are `[A-Za-z0-9_-]` names plus an extension, optionally under `incoming/`.
 */
export interface PhotoStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export const PHOTO_STORAGE = Symbol('PHOTO_STORAGE');

const KEY = /^(incoming\/)?[A-Za-z0-9_-]{16,64}(\.[a-z]{2,5})?$/;

export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}

/** An unguessable 128-bit name. */
export function newStorageName(): string {
  return randomBytes(16).toString('base64url');
}

/** Local disk (the default). Writes go to a temp name first, so a reader never sees half a file. */
export class LocalDiskStorage implements PhotoStorage {
  readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    assertKey(key);
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    assertKey(key);
    try {
      return await readFile(path.join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await rm(path.join(this.root, key), { force: true });
  }
}
