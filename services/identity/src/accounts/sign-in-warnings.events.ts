import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { CONFIG, Mailer, OnEvent, returnedRows } from '@converge/platform';
import type { IdentityConfig } from '../config.js';
import { shouldWarn, signInWarningMail } from './sign-in-warnings.rules.js';

/**
 * Issue 28: when someone keeps guessing an account's password, its owner gets ONE email per attack.
 * The gateway slows the guesses (device cookies); here each wrong password on a real account
 * (SignInFailed) is counted, and the failure that reaches the threshold sends the email. The consumer
 * runs in the inbox transaction: the upsert's row lock orders concurrent failures, and a mail server
 * that refuses rolls the count back, so the event is delivered again and the email retried.
 */
@Injectable()
export class SignInWarnings {
  constructor(
    private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  @OnEvent('SignInFailed', { name: 'accounts_signin_warning' })
  async onSignInFailed({ data }: EventEnvelope<'SignInFailed', EventData<'SignInFailed'>>, manager: EntityManager) {
    const [row] = returnedRows<{ failures: number; first_failed_at: Date; warned: boolean; email: string }>(
      await manager.query(
        `WITH counted AS (
           INSERT INTO sign_in_failures AS f (user_id, failures, first_failed_at, last_failed_at)
           SELECT id, 1, $2::timestamptz, $2::timestamptz FROM users WHERE id = $1
           ON CONFLICT (user_id) DO UPDATE SET
             failures = CASE WHEN f.last_failed_at < $2::timestamptz - $3 * interval '1 hour' THEN 1 ELSE f.failures + 1 END,
             first_failed_at = CASE WHEN f.last_failed_at < $2::timestamptz - $3 * interval '1 hour' THEN $2::timestamptz ELSE f.first_failed_at END,
             warned_at = CASE WHEN f.last_failed_at < $2::timestamptz - $3 * interval '1 hour' THEN NULL ELSE f.warned_at END,
             last_failed_at = GREATEST(f.last_failed_at, $2::timestamptz)
           RETURNING f.user_id, f.failures, f.first_failed_at, f.warned_at IS NOT NULL AS warned)
         SELECT c.failures, c.first_failed_at, c.warned, u.email FROM counted c JOIN users u ON u.id = c.user_id`,
        [data.userId, data.failedAt, this.config.SIGNIN_ATTACK_QUIET_HOURS],
      ),
    );
    // No row: the account is gone.
    if (!row || !shouldWarn(row.failures, row.warned, this.config.SIGNIN_WARNING_AFTER_FAILURES)) return;
    await manager.query('UPDATE sign_in_failures SET warned_at = now() WHERE user_id = $1', [data.userId]);
    const mail = signInWarningMail({ failures: row.failures, since: new Date(row.first_failed_at) });
    await this.mailer.send({ to: row.email, ...mail });
  }
}
