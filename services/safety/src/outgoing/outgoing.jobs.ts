import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CONFIG, JobScheduler, LOGGER, Mailer, SmsSender, Sweeper, type DelayedJob, type Logger } from '@converge/platform';
import type { SafetyConfig } from '../config.js';
import { OutsideMail } from '../outside-mail/outside-mail.js';
import { OutgoingRepository } from './outgoing.repository.js';

/**
 * Delivers the stored mails/texts of one emergency or share: a BullMQ job (job id = the emergency or
 * share id, retried with backoff while any message fails) and a sweeper for messages whose job was lost.
 */
@Injectable()
export class OutgoingJobs implements OnModuleInit {
  private delivery!: DelayedJob<{ refId: string }>;

  constructor(
    private readonly outgoing: OutgoingRepository,
    private readonly jobs: JobScheduler,
    private readonly sweeper: Sweeper,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
    private readonly outsideMail: OutsideMail,
    @Inject(CONFIG) private readonly config: SafetyConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit() {
    this.delivery = this.jobs.define<{ refId: string }>('safety.deliver-messages', async ({ refId }) => {
      const { failed } = await this.deliver(refId);
      if (failed) throw new Error(`${failed} message(s) for ${refId} not delivered yet`);
    });
    this.sweeper.register('safety.deliver-messages', async () => {
      let sent = 0;
      for (const refId of await this.outgoing.overdueRefs(this.config.OUTGOING_SWEEP_AFTER_MS)) sent += (await this.deliver(refId)).sent;
      return sent;
    });
  }

  get queue() {
    return this.delivery.queue;
  }

  /** Queues delivery now. Never fails the caller: with Redis down, the sweeper delivers later. */
  async deliverSoon(refId: string): Promise<void> {
    try {
      await this.delivery.schedule(refId, new Date(), { refId });
    } catch (error) {
      this.logger.warn({ err: error, refId }, 'could not queue delivery; the sweeper will send it');
    }
  }

  async deliver(refId: string): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (const { id } of await this.outgoing.unsentIds(refId)) {
      try {
        const outcome = await this.outgoing.sendOne(id, async (m) => {
          if (m.channel === 'sms') return void (await this.sms.send(m.recipient, m.body));
          // Mail to an outside address carries its unsubscribe headers; one that opted out since gets nothing.
          if (m.headers && (await this.outsideMail.optedOut([m.recipient])).size) return 'suppressed';
          await this.mailer.send({ to: m.recipient, subject: m.subject ?? 'Converge', text: m.body, ...(m.headers ? { headers: m.headers } : {}) });
          return 'sent';
        });
        if (outcome === 'sent') sent += 1;
      } catch (error) {
        failed += 1;
        this.logger.warn({ err: error, refId, messageId: id }, 'message delivery failed; will retry');
      }
    }
    return { sent, failed };
  }
}
