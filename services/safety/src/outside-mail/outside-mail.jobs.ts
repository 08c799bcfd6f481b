import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Sweeper } from '@converge/platform';
import { OutsideMailRepository } from './outside-mail.repository.js';

/** The per-day counts of share mails are needed only for the current UTC day: older days are swept. */
@Injectable()
export class OutsideMailJobs implements OnModuleInit {
  constructor(
    private readonly repo: OutsideMailRepository,
    private readonly sweeper: Sweeper,
  ) {}

  onModuleInit() {
    this.sweeper.register('safety.outside-mail-days', () => this.repo.forgetOldDays());
  }
}
