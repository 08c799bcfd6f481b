import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { CONFIG } from '@converge/platform';
import type { IdentityConfig } from '../config.js';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/**
 * argon2id at or above OWASP's minimum. A dummy hash made at start lets a sign-in for an unknown
 * email spend the same time as a real one, so timing does not reveal which emails exist.
 */
@Injectable()
export class Passwords {
  private dummy: Promise<string>;

  constructor(@Inject(CONFIG) private readonly config: IdentityConfig) {
    this.dummy = this.hash('not-a-real-password-but-costs-the-same');
  }

  hash(password: string): Promise<string> {
    return hash(password, {
      algorithm: ARGON2ID as never,
      memoryCost: this.config.ARGON2_MEMORY_KIB,
      timeCost: this.config.ARGON2_ITERATIONS,
      parallelism: 1,
    });
  }

  async verify(storedHash: string | null, password: string): Promise<boolean> {
    if (!storedHash) {
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }
}
