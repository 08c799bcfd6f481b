import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventPublisher } from '@converge/platform';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { PHOTO_STORAGE, type PhotoStorage } from '../storage/photo-storage.js';

/**
 * What follows every change to a profile or its photos: the public card other services keep is
 * published again (ProfileUpdated, in the change's transaction), and files no longer referenced
 * are removed once it committed.
 */
@Injectable()
export class ProfileChanges {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly events: EventPublisher,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  async publishCard(manager: EntityManager, userId: string): Promise<void> {
    const card = await this.accounts.card(manager, userId);
    if (card) await this.events.publish(manager, 'ProfileUpdated', card);
  }

  /** A file that is already gone is no error. */
  async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.delete(key).catch(() => undefined)));
  }
}
