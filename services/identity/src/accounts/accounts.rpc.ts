import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  IDENTITY_MESSAGES,
  RPC,
  RpcError,
  registerSchema,
  signInSchema,
  verifyAgeSchema,
  type IdentityGate,
  type RpcPayload,
  type UserView,
} from '@converge/contracts';
import { CONFIG, EventPublisher, RpcHandler, returnedRows } from '@converge/platform';
import { adminEmails, type IdentityConfig } from '../config.js';
import { Passwords } from './passwords.js';
import { checkBirthDate } from './accounts.rules.js';
import { loadUserView } from './user-views.js';

const UNIQUE_VIOLATION = '23505';

/** Registration, sign-in, who-am-I, the main-view gate and the age check. */
@Injectable()
export class AccountsService {
  private readonly admins: Set<string>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventPublisher,
    private readonly passwords: Passwords,
    @Inject(CONFIG) config: IdentityConfig,
  ) {
    this.admins = adminEmails(config);
  }

  @RpcHandler(RPC.identity.register)
  async register(payload: RpcPayload<unknown>): Promise<UserView> {
    const input = registerSchema.parse(payload);
    const passwordHash = await this.passwords.hash(input.password);
    const id = randomUUID();
    const role = this.admins.has(input.email) ? 'admin' : 'user';
    try {
      await this.dataSource.transaction(async (manager) => {
        const inserted = await manager.query(
          `INSERT INTO users (id, email, password_hash, role, last_sign_in_at) VALUES ($1, $2, $3, $4, now())
           ON CONFLICT (email) DO NOTHING RETURNING created_at`,
          [id, input.email, passwordHash, role],
        );
        if (!inserted.length) throw RpcError.conflict(IDENTITY_MESSAGES.emailTaken, 'EMAIL_TAKEN');
        await this.events.publish(manager, 'UserRegistered', {
          userId: id,
          email: input.email,
          registeredAt: new Date(inserted[0].created_at).toISOString(),
        });
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw RpcError.conflict(IDENTITY_MESSAGES.emailTaken, 'EMAIL_TAKEN');
      throw error;
    }
    return (await loadUserView(this.dataSource, id))!;
  }

  /** The same 401 for a wrong password and an unknown email, in about the same time. */
  @RpcHandler(RPC.identity.signIn)
  async signIn(payload: RpcPayload<unknown>): Promise<UserView> {
    const input = signInSchema.parse(payload);
    const rows: Array<{ id: string; password_hash: string }> = await this.dataSource.query(
      'SELECT id, password_hash FROM users WHERE email = $1',
      [input.email],
    );
    const ok = await this.passwords.verify(rows[0]?.password_hash ?? null, input.password);
    if (!ok || !rows[0]) throw new RpcError(401, 'INVALID_CREDENTIALS', IDENTITY_MESSAGES.invalidCredentials);
    // ADMIN_EMAILS may be set after someone registered: they become admin at their next sign-in.
    const promote = this.admins.has(input.email);
    await this.dataSource.query(
      `UPDATE users SET last_sign_in_at = now(), role = CASE WHEN $2 AND role = 'user' THEN 'admin' ELSE role END WHERE id = $1`,
      [rows[0].id, promote],
    );
    return (await loadUserView(this.dataSource, rows[0].id))!;
  }

  @RpcHandler(RPC.identity.getUser)
  async getUser({ actor }: RpcPayload): Promise<UserView | null> {
    if (!actor) throw RpcError.unauthorized();
    return loadUserView(this.dataSource, actor.userId);
  }

  /** What every main-view API checks (MainViewGuard): one indexed read. */
  @RpcHandler(RPC.identity.gate)
  async gate({ actor }: RpcPayload): Promise<IdentityGate | null> {
    if (!actor) return null;
    const rows: Array<{ role: string; is_business_admin: boolean; age_verified: boolean; has_profile: boolean }> = await this.dataSource.query(
      `SELECT u.role, u.is_business_admin, u.age_verified_at IS NOT NULL AS age_verified,
              EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id) AS has_profile
         FROM users u WHERE u.id = $1`,
      [actor.userId],
    );
    const row = rows[0];
    if (!row) return null;
    const roles = [row.role];
    if (row.is_business_admin) roles.push('business_admin');
    return { ageVerified: row.age_verified, hasProfile: row.has_profile, roles };
  }

  /** Records a checked birth date. Under 18 is refused here whatever the client decided. */
  @RpcHandler(RPC.identity.verifyAge)
  async verifyAge(payload: RpcPayload<unknown>): Promise<{ ageVerified: true; age: number }> {
    const { actor } = payload as RpcPayload;
    if (!actor) throw RpcError.unauthorized();
    const { dateOfBirth } = verifyAgeSchema.parse(payload);
    const age = checkBirthDate(dateOfBirth);
    const updated = returnedRows(await this.dataSource.query(
      'UPDATE users SET date_of_birth = $2, age_verified_at = COALESCE(age_verified_at, now()) WHERE id = $1 RETURNING id',
      [actor.userId, dateOfBirth],
    ));
    if (!updated.length) throw RpcError.unauthorized();
    return { ageVerified: true, age };
  }
}
