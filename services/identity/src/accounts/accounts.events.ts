import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventData, EventEnvelope } from '@converge/contracts';
import { CONFIG, Mailer, OnEvent } from '@converge/platform';
import type { IdentityConfig } from '../config.js';
import { AccountsRepository } from './accounts.repository.js';
import { shouldWarn, signInWarningMail } from './sign-in-warnings.rules.js';
import { checkInDueMail } from './check-in-due-mail.js';

/**
 * When someone keeps guessing an account's password, its owner gets ONE email per attack.
 * The gateway slows the guesses (device cookies); here each wrong password on a real account
 * (SignInFailed) is counted, and the failure that reaches the threshold sends the email. The consumer
 * runs in the inbox transaction: the upsert's row lock orders concurrent failures, and a mail server
 * that refuses rolls the count back, so the event is delivered again and the email retried.
 */
@Injectable()
export class AccountsEvents {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly mailer: Mailer,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  /**
   * "Check on me" is due: the third way to ask (after the socket and the web push), for someone whose
   * app is closed and phone silenced for push. A refused mail rolls back and the event comes again.
   */
  @OnEvent('SafetyCheckInDue', { name: 'accounts_check_in_due_mail' })
  async onCheckInDue({ data }: EventEnvelope<'SafetyCheckInDue', EventData<'SafetyCheckInDue'>>, manager: EntityManager) {
    const user = await this.repo.userView(data.userId, manager);
    if (!user) return;
    await this.mailer.send({ to: user.email, ...checkInDueMail(user.language) });
  }

  @OnEvent('SignInFailed', { name: 'accounts_signin_warning' })
  async onSignInFailed({ data }: EventEnvelope<'SignInFailed', EventData<'SignInFailed'>>, manager: EntityManager) {
    const row = await this.repo.countSignInFailure(manager, data.userId, data.failedAt, this.config.SIGNIN_ATTACK_QUIET_HOURS);
    // No row: the account is gone.
    if (!row || !shouldWarn(row.failures, row.warned, this.config.SIGNIN_WARNING_AFTER_FAILURES)) return;
    await this.repo.markWarned(manager, data.userId);
    const mail = signInWarningMail({ failures: row.failures, since: new Date(row.first_failed_at) }, row.language);
    await this.mailer.send({ to: row.email, ...mail });
  }
}
