import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  RPC,
  registerSchema,
  signInSchema,
  verifyAgeSchema,
  type IdentityGate,
  type RegisterInput,
  type RpcPayload,
  type SignedInPayload,
  type SignInInput,
  type UserView,
  type VerifyAgeInput,
} from '@converge/contracts';
import { CONFIG, EventPublisher, RpcHandler } from '@converge/platform';
import type { IdentityConfig } from '../config.js';
import { errors } from '../errors.js';
import { moderationBlock, parseAdminEmails, roleFromConfig } from '../roles/roles.rules.js';
import { Passwords } from './passwords.js';
import { checkBirthDate } from './accounts.rules.js';
import { AccountsRepository } from './accounts.repository.js';

const UNIQUE_VIOLATION = '23505';

/** Registration, sign-in, who-am-I, the main-view gate and the age check. */
@Injectable()
export class AccountsHandlers {
  /** ADMIN_EMAILS in order: the first is the super_admin. */
  private readonly admins: string[];

  constructor(
    private readonly dataSource: DataSource,
    private readonly repo: AccountsRepository,
    private readonly events: EventPublisher,
    private readonly passwords: Passwords,
    @Inject(CONFIG) config: IdentityConfig,
  ) {
    this.admins = parseAdminEmails(config.ADMIN_EMAILS);
  }

  @RpcHandler(RPC.identity.register, { actor: 'optional', input: registerSchema })
  async register(input: RegisterInput): Promise<UserView> {
    const passwordHash = await this.passwords.hash(input.password);
    const id = randomUUID();
    const role = roleFromConfig(input.email, 'user', this.admins);
    try {
      await this.dataSource.transaction(async (manager) => {
        // The gateway fills in the browser's language when the page named none; another caller gets English.
        const language = input.language ?? DEFAULT_LANGUAGE;
        const registeredAt = await this.repo.insertUser(manager, { id, email: input.email, passwordHash, role, language });
        if (!registeredAt) throw errors.emailTaken();
        await this.events.publish(manager, 'UserRegistered', { userId: id, email: input.email, registeredAt });
        await this.events.publish(manager, 'LanguageChanged', { userId: id, language, changedAt: registeredAt });
        if (role !== 'user') {
          await this.events.publish(manager, 'RoleGranted', {
            userId: id,
            email: input.email,
            role: role as 'admin' | 'super_admin',
            previousRole: 'user',
            grantedBy: null,
            grantedAt: registeredAt,
          });
        }
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw errors.emailTaken();
      throw error;
    }
    return (await this.repo.userView(id))!;
  }

  /**
   * The same 401 for a wrong password and an unknown email, in about the same time. A suspended or
   * banned person who knows their password learns why they cannot come in (403).
   */
  @RpcHandler(RPC.identity.signIn, { actor: 'optional', input: signInSchema })
  async signIn(input: SignInInput): Promise<UserView> {
    const user = await this.repo.forSignIn(input.email);
    const ok = await this.passwords.verify(user?.password_hash ?? null, input.password);
    if (!ok || !user) {
      if (user) {
        await this.dataSource.transaction((manager) => this.events.publish(manager, 'SignInFailed', { userId: user.id, failedAt: new Date().toISOString() }));
      }
      throw errors.invalidCredentials();
    }
    const block = moderationBlock({ suspendedUntil: user.suspended_until, bannedAt: user.banned_at });
    if (block) throw errors.accountBlocked(block);
    // ADMIN_EMAILS may be set after someone registered: they get the role at their next sign-in.
    const role = roleFromConfig(user.email, user.role, this.admins);
    await this.dataSource.transaction(async (manager) => {
      await this.repo.recordSignIn(manager, user.id, role);
      const now = new Date().toISOString();
      await this.events.publish(manager, 'UserSignedIn', { userId: user.id, signedInAt: now });
      if (role !== user.role) {
        await this.events.publish(manager, 'RoleGranted', {
          userId: user.id,
          email: user.email,
          role: role as 'admin' | 'super_admin',
          previousRole: user.role,
          grantedBy: null,
          grantedAt: now,
        });
      }
    });
    return (await this.repo.userView(user.id))!;
  }

  @RpcHandler(RPC.identity.getUser, { actor: 'required' })
  async getUser({ actor }: SignedInPayload): Promise<UserView | null> {
    return this.repo.userView(actor.userId);
  }

  /** What every main-view API checks (MainViewGuard); no actor or no account: null. */
  @RpcHandler(RPC.identity.gate, { actor: 'optional' })
  async gate({ actor }: RpcPayload): Promise<IdentityGate | null> {
    if (!actor) return null;
    const row = await this.repo.gate(actor.userId);
    if (!row) return null;
    const roles = [row.role];
    if (row.is_business_admin) roles.push('business_admin');
    const blocked = moderationBlock({ suspendedUntil: row.suspended_until, bannedAt: row.banned_at });
    return { ageVerified: row.age_verified, hasProfile: row.has_profile, roles, ...(blocked ? { blocked } : {}) };
  }

  /** Records a checked birth date. Under 18 is refused here whatever the client decided. */
  @RpcHandler(RPC.identity.verifyAge, { actor: 'required', input: verifyAgeSchema })
  async verifyAge({ actor, dateOfBirth }: SignedInPayload<VerifyAgeInput>): Promise<{ ageVerified: true; age: number }> {
    const age = checkBirthDate(dateOfBirth);
    if (!(await this.repo.setBirthDate(actor.userId, dateOfBirth))) throw errors.unauthorized();
    return { ageVerified: true, age };
  }
}
