import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { incognitoSchema, RPC, type IncognitoInput, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler } from '@converge/platform';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { errors } from '../errors.js';
import { ProfileChanges } from '../profile/profile-changes.js';
import { VerificationLevels } from '../verification/verification.levels.js';
import { PrivacyRepository } from './privacy.repository.js';

/** Incognito, the data export (identity's part) and account deletion. */
@Injectable()
export class PrivacyHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: PrivacyRepository,
    private readonly accounts: AccountsRepository,
    private readonly events: EventPublisher,
    private readonly changes: ProfileChanges,
    private readonly verification: VerificationLevels,
  ) {}

  @RpcHandler(RPC.identity.getPrivacy, { actor: 'required' })
  async get({ actor }: SignedInPayload): Promise<{ isIncognito: boolean }> {
    const isIncognito = await this.repo.isIncognito(actor.userId);
    if (isIncognito === null) throw errors.unauthorized();
    return { isIncognito };
  }

  @RpcHandler(RPC.identity.setIncognito, { actor: 'required', input: incognitoSchema })
  async setIncognito({ actor, enabled }: SignedInPayload<IncognitoInput>): Promise<{ isIncognito: boolean }> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repo.setIncognito(manager, actor.userId, enabled))) return; // already so: nothing changed, nothing to tell
      await this.events.publish(manager, 'PrivacyChanged', { userId: actor.userId, isIncognito: enabled });
      await this.changes.publishCard(manager, actor.userId);
    });
    return { isIncognito: enabled };
  }

  /** Everything identity holds about the caller (no password hash). */
  @RpcHandler(RPC.identity.exportData, { actor: 'required' })
  async export({ actor }: SignedInPayload) {
    const u = await this.repo.account(actor.userId);
    if (!u) throw errors.unauthorized();
    const view = await this.accounts.userView(actor.userId);
    return {
      account: {
        id: u.id,
        email: u.email,
        role: u.role,
        isBusinessAdmin: u.is_business_admin,
        firstName: u.first_name,
        lastName: u.last_name,
        dateOfBirth: u.date_of_birth,
        ageVerifiedAt: u.age_verified_at,
        createdAt: u.created_at,
        lastSignInAt: u.last_sign_in_at,
      },
      privacy: { isIncognito: u.is_incognito, pushNotificationsEnabled: u.push_notifications_enabled },
      profile: view?.profile ?? null,
      verification: await this.verification.exportFor(this.dataSource.manager, actor.userId),
    };
  }

  /** Erases the account (rows cascade), tells every service (UserDeleted), then removes the files. */
  @RpcHandler(RPC.identity.deleteAccount, { actor: 'required' })
  async deleteAccount({ actor }: SignedInPayload): Promise<{ deleted: true }> {
    const keys = await this.dataSource.transaction(async (manager) => {
      const photoKeys = await this.repo.photoKeys(manager, actor.userId);
      if (!(await this.repo.deleteAccount(manager, actor.userId))) throw errors.unauthorized();
      await this.events.publish(manager, 'UserDeleted', { userId: actor.userId });
      return photoKeys;
    });
    await this.changes.removeFiles(keys);
    return { deleted: true };
  }
}
