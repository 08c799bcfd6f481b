import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { CONFIG } from '@converge/platform';
import type { SafetyConfig } from '../config.js';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/**
 * PINs are hashed like passwords (argon2id at or above OWASP's minimum). An answer always verifies
 * against both hashes, so how long it takes does not tell the real PIN from the duress PIN.
 */
@Injectable()
export class Pins {
  constructor(@Inject(CONFIG) private readonly config: SafetyConfig) {}

  hash(pin: string): Promise<string> {
    return hash(pin, { algorithm: ARGON2ID as never, memoryCost: this.config.ARGON2_MEMORY_KIB, timeCost: this.config.ARGON2_ITERATIONS, parallelism: 1 });
  }

  async match(stored: { pin_hash: string; duress_hash: string }, pin: string): Promise<'real' | 'duress' | 'wrong'> {
    const [real, duress] = await Promise.all([verify(stored.pin_hash, pin).catch(() => false), verify(stored.duress_hash, pin).catch(() => false)]);
    if (real) return 'real';
    return duress ? 'duress' : 'wrong';
  }
}
