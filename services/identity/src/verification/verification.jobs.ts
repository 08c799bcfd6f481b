import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Sweeper } from '@converge/platform';
import { VerificationRepository } from './verification.repository.js';

/**
 * Cleans up codes and send records a day after they stopped mattering. Expiry itself needs no job:
 * a confirmation compares `expires_at` with the database clock.
 */
@Injectable()
export class VerificationCodeSweep implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: VerificationRepository,
    private readonly sweeper: Sweeper,
  ) {}

  onModuleInit(): void {
    this.sweeper.register('identity.verification-codes', () => this.repo.deleteExpiredCodes(this.dataSource.manager));
  }
}
