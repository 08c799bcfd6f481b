// Test-only (smtp-server and mailparser are dev dependencies): imported through the package's
// `@converge/platform/testing/smtp-inbox` entry, never from the main index a service runs with.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventuallyValue } from './eventually.js';
import { freePort } from './free-port.js';

/** One mail the inbox accepted: the envelope recipients, the decoded subject and text, and the raw message. */
export interface InboxMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface SmtpInbox {
  port: number;
  /** What a service's SMTP_URL points at. */
  url: string;
  /** Every mail accepted so far, oldest first. */
  messages: InboxMail[];
  /** The mails addressed to `to` (envelope recipient), oldest first. */
  messagesTo(to: string): InboxMail[];
  /**
   * Waits until a mail to `to` satisfies `predicate` (given the mail and its position among the mails
   * to `to`) and returns the newest that does.
   */
  waitForMessage(to: string, predicate?: (mail: InboxMail, index: number) => boolean): Promise<InboxMail>;
  /** Answers the next `count` mails with a temporary failure (451), as a busy mail server does. */
  refuseNext(count?: number): void;
  /** How many mails were refused so far. */
  readonly refused: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every mail it accepts: the one stand-in for a
 * mail provider in integration, end-to-end and ops tests.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const port = await freePort();
  const messages: InboxMail[] = [];
  let refuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          refused += 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject ?? '', text: mail.text ?? '', raw: raw.toString('utf8') });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const messagesTo = (to: string) => messages.filter((mail) => mail.to.includes(to));
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    messagesTo,
    waitForMessage: (to, predicate = () => true) => eventuallyValue(`a mail to ${to}`, async () => messagesTo(to).filter(predicate).at(-1)),
    refuseNext: (count = 1) => {
      refuse += count;
    },
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
