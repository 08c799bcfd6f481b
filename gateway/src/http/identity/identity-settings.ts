import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/**
 * The gateway's settings for accounts and photos, read from the environment once (they are not in
 * the shared gateway config so that this feature stays in its own folder).
 */
const schema = z.object({
  /** Shared with the identity service: it writes finished photos here, we stage uploads and serve. */
  STORAGE_DIR: z.string().default('.data/photos'),
  /** Wrong passwords for one account from unknown devices before each next attempt waits 2, 4, 8 … s. */
  SIGNIN_MAX_PER_EMAIL: z.coerce.number().int().positive().default(5),
  /** Wrong passwords from one known device (device cookie) before that device alone is slowed the same way. */
  SIGNIN_MAX_PER_DEVICE: z.coerce.number().int().positive().default(10),
  /**
   * Signs device cookies (OWASP device cookies). Set a long random value in production; a new
   * one makes every browser an unknown device once (nothing else is lost).
   */
  DEVICE_COOKIE_SECRET: z.string().min(16).default('development-only-device-cookie-secret'),
  /** How long a browser stays a known device without signing in again. */
  DEVICE_COOKIE_DAYS: z.coerce.number().int().positive().default(365),
  /** The first wait once an account is being guessed; each further wrong password doubles it. */
  SIGNIN_FIRST_DELAY_SECONDS: z.coerce.number().int().positive().default(2),
  /** The longest wait between two attempts on one account once it is being guessed. */
  SIGNIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(60),
  /** Failed sign-ins from one address per window (a venue is one shared Wi-Fi address: failures only). */
  SIGNIN_MAX_PER_IP: z.coerce.number().int().positive().default(300),
  SIGNIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** New accounts from one address per window: high enough for a 300-person conference on one Wi-Fi. */
  REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(500),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(60),
  PHOTO_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
});
export type IdentitySettings = z.infer<typeof schema>;

let settings: IdentitySettings | undefined;
export function identitySettings(): IdentitySettings {
  return (settings ??= schema.parse(process.env));
}

/** Rate-limit buckets name a hash, never the raw email. */
export function emailBucket(email: string): string {
  return createHash('sha256').update(email).digest('base64url').slice(0, 22);
}

/** A photo file's URL key: an unguessable name, `_t` for the thumbnail, WebP. */
export const PHOTO_KEY = /^[A-Za-z0-9_-]{22}(_t)?\.webp$/;

/**
 * The gateway's side of photo storage (local disk, the same directory as the identity service):
 * stage an upload for identity to process (an upload is too big for a NATS message), read a
 * finished photo to serve it.
 */
export class PhotoFiles {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  async stage(bytes: Buffer): Promise<string> {
    const key = `incoming/${randomBytes(16).toString('base64url')}`;
    await mkdir(path.join(this.root, 'incoming'), { recursive: true });
    await writeFile(path.join(this.root, key), bytes);
    return key;
  }

  async discard(key: string): Promise<void> {
    await rm(path.join(this.root, key), { force: true });
  }

  async read(key: string): Promise<Buffer | null> {
    if (!PHOTO_KEY.test(key)) return null;
    try {
      return await readFile(path.join(this.root, key));
    } catch {
      return null;
    }
  }
}

let files: PhotoFiles | undefined;
export function photoFiles(): PhotoFiles {
  return (files ??= new PhotoFiles(identitySettings().STORAGE_DIR));
}
