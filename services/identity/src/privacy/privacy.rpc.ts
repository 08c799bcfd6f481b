import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { incognitoSchema, RPC, type IncognitoInput, type SignedInPayload } from '@converge/contracts';
import { EventPublisher, RpcHandler, returnedRows } from '@converge/platform';
import { loadUserView } from '../accounts/user-views.js';
import { errors } from '../errors.js';
import { ProfileService } from '../profile/profile.rpc.js';
import { VerificationLevels } from '../verification/verification.levels.js';

/** Incognito, the data export (identity's part) and account deletion. */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly profiles: ProfileService,
    private readonly verification: VerificationLevels,
  ) {}

  @RpcHandler(RPC.identity.getPrivacy, { actor: 'required' })
  async get({ actor }: SignedInPayload): Promise<{ isIncognito: boolean }> {
    const rows = await this.dataSource.query('SELECT is_incognito FROM users WHERE id = $1', [actor.userId]);
    if (!rows.length) throw errors.unauthorized();
    return { isIncognito: rows[0].is_incognito };
  }

  @RpcHandler(RPC.identity.setIncognito, { actor: 'required', input: incognitoSchema })
  async setIncognito({ actor, enabled }: SignedInPayload<IncognitoInput>): Promise<{ isIncognito: boolean }> {
    await this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<{ id: string }>(
        await manager.query('UPDATE users SET is_incognito = $2 WHERE id = $1 AND is_incognito <> $2 RETURNING id', [actor.userId, enabled]),
      );
      if (!rows.length) return; // already so: nothing changed, nothing to tell
      await this.events.publish(manager, 'PrivacyChanged', { userId: actor.userId, isIncognito: enabled });
      await this.profiles.publishCard(manager, actor.userId);
    });
    return { isIncognito: enabled };
  }

  /** Everything identity holds about the caller (no password hash). */
  @RpcHandler(RPC.identity.exportData, { actor: 'required' })
  async export({ actor }: SignedInPayload) {
    const rows = await this.dataSource.query(
      `SELECT id, email, role, is_business_admin, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
              age_verified_at, is_incognito, push_notifications_enabled, created_at, last_sign_in_at
         FROM users WHERE id = $1`,
      [actor.userId],
    );
    if (!rows.length) throw errors.unauthorized();
    const u = rows[0];
    const view = await loadUserView(this.dataSource, actor.userId);
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
      const photos: Array<{ full_key: string; thumb_key: string }> = await manager.query(
        'SELECT full_key, thumb_key FROM photos WHERE user_id = $1',
        [actor.userId],
      );
      const deleted = returnedRows(await manager.query('DELETE FROM users WHERE id = $1 RETURNING id', [actor.userId]));
      if (!deleted.length) throw errors.unauthorized();
      // Risk signals have no foreign key (they can arrive before the account's rows): theirs go, and a
      // report they filed keeps counting against the reported person without naming them.
      await manager.query('DELETE FROM risk_signals WHERE user_id = $1', [actor.userId]);
      await manager.query('UPDATE risk_signals SET actor_id = NULL WHERE actor_id = $1', [actor.userId]);
      await this.events.publish(manager, 'UserDeleted', { userId: actor.userId });
      return photos.flatMap((p) => [p.full_key, p.thumb_key]);
    });
    await this.profiles.removeFiles(keys);
    return { deleted: true };
  }
}
