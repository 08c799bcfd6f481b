import { createSmsSender, LogOnlySmsSender, TwilioSmsSender } from './sms-sender.js';
import { notificationsConfigShape } from './notifications.config.js';
import { z } from 'zod';

const config = (env: Record<string, string>) => z.object(notificationsConfigShape).parse(env);
const logger = () => {
  const lines: unknown[] = [];
  return { lines, info: (obj: unknown, msg: string) => lines.push([obj, msg]) } as never as { lines: unknown[]; info: () => void };
};

test('by default texts go to the log, clearly marked as not sent', async () => {
  const log = logger();
  const sender = createSmsSender(config({}), log as never);
  expect(sender).toBeInstanceOf(LogOnlySmsSender);
  await sender.send('+14155552671', 'Hello');
  expect(log.lines).toEqual([[{ smsTo: '+14155552671', smsText: 'Hello' }, 'SMS (development provider: logged, not sent)']]);
});

test('Twilio is chosen by configuration, needs its credentials, and posts the Messages form', async () => {
  expect(() => createSmsSender(config({ SMS_PROVIDER: 'twilio' }), logger() as never)).toThrow(/TWILIO_ACCOUNT_SID/);
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fakeFetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response('{}', { status: 201 });
  }) as unknown as typeof fetch;
  const sender = new TwilioSmsSender({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+15005550006' }, fakeFetch);
  await sender.send('+14155552671', 'Help');
  expect(calls[0].url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
  expect(String(calls[0].init.body)).toBe('To=%2B14155552671&Body=Help&From=%2B15005550006');
  expect((calls[0].init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('AC1:tok').toString('base64')}`);

  const failing = new TwilioSmsSender(
    { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+1' },
    (async () => new Response('bad number', { status: 400 })) as unknown as typeof fetch,
  );
  await expect(failing.send('+1', 'x')).rejects.toThrow('Twilio answered 400: bad number');
});
